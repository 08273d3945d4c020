import { Link } from 'react-router'
import { MailCheck } from 'lucide-react'
import { buttonClasses } from '../../../components/ui/button'
import { StatusPanel } from '../../../components/ui/status-panel'

export const APPLICATION_SUBMITTED_TEXT =
  'We have e-mailed our team to review your application. Approval typically takes 1-3 business days.'

/** The seller's confirmation after applying (docs/spec.md §2: "Application Submitted"). */
export function ApplicationSubmitted() {
  return (
    <StatusPanel
      as="h1"
      tone="brand"
      icon={<MailCheck className="size-8" />}
      title="Application Submitted"
      action={
        <>
          <Link to="/vendor-login" className={buttonClasses()}>
            Seller Login
          </Link>
          <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
            Back to the shop
          </Link>
        </>
      }
    >
      <p>Thank you for applying to sell on Haat.</p>
      <p className="mt-2">{APPLICATION_SUBMITTED_TEXT}</p>
      <p className="mt-2">You can log in with your e-mail and password to check your application&apos;s status.</p>
    </StatusPanel>
  )
}
