/** What /failed shows (docs/spec.md §8): the status, the server's message and its field details. */
export interface SignupFailure {
  status: number
  message: string
  details: Array<{ path: string; message: string }>
}

const FAILURE_KEY = 'haat:vendor-signup-failure'
const DRAFT_KEY = 'haat:vendor-application-draft'

// sessionStorage: per tab, gone when the tab closes. Blocked storage must not break sign-up.
function read<T>(key: string): T | null {
  try {
    const raw = window.sessionStorage.getItem(key)
    return raw ? (JSON.parse(raw) as T) : null
  } catch {
    return null
  }
}

function write(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or blocked: /failed then shows its generic text.
  }
}

function remove(key: string): void {
  try {
    window.sessionStorage.removeItem(key)
  } catch {
    // Nothing to clean up.
  }
}

export const saveSignupFailure = (failure: SignupFailure) => write(FAILURE_KEY, failure)
export const readSignupFailure = () => read<SignupFailure>(FAILURE_KEY)
export const clearSignupFailure = () => remove(FAILURE_KEY)

/**
 * The application as typed (never the passwords), kept while the seller reads /failed, so Go Back
 * returns to a filled-in form with the server's field messages beside the fields.
 */
export interface ApplicationDraft<Values> {
  values: Partial<Values>
  fieldErrors: Array<{ path: string; message: string }>
}

export const saveApplicationDraft = <Values>(draft: ApplicationDraft<Values>) => write(DRAFT_KEY, draft)
export const readApplicationDraft = <Values>() => read<ApplicationDraft<Values>>(DRAFT_KEY)
export const clearApplicationDraft = () => remove(DRAFT_KEY)
