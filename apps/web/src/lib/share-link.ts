export type ShareOutcome = 'shared' | 'copied' | 'cancelled'

/**
 * Shares a link with the device's share sheet (Web Share API), or copies it to the clipboard
 * where there is none. Rejects only when neither works (no clipboard access).
 */
export async function shareLink({ title, url }: { title: string; url: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url })
      return 'shared'
    } catch (error) {
      // The person closed the share sheet: nothing went wrong.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
      // Refused (e.g. not allowed in this frame): fall through to copying.
    }
  }
  if (!navigator.clipboard) throw new Error('Copying is not available in this browser.')
  await navigator.clipboard.writeText(url)
  return 'copied'
}
