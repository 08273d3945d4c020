import { msg } from '@lingui/core/macro'
import { SELLER_REVIEW_WORKING_DAYS } from '@haat/shared/accounts/seller-review'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { MailCheck } from 'lucide-react'
import { buttonClasses } from '../../../components/ui/button'
import { StatusPanel } from '../../../components/ui/status-panel'

const days = SELLER_REVIEW_WORKING_DAYS
/** Shown here and in the toast after applying: render it with `t` (useLingui) or `i18n._`. */
export const APPLICATION_SUBMITTED_TEXT = msg`We have e-mailed our team to review your application. We review applications within ${days} working days.`

/** The seller's confirmation after applying (docs/spec.md §2: "Application Submitted"). */
export function ApplicationSubmitted() {
  const { t } = useLingui()
  return (
    <StatusPanel
      as="h1"
      tone="brand"
      icon={<MailCheck className="size-8" />}
      title={t`Application Submitted`}
      action={
        <>
          <Link to="/vendor-login" className={buttonClasses()}>
            <Trans>Seller Login</Trans>
          </Link>
          <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
            <Trans>Back to the shop</Trans>
          </Link>
        </>
      }
    >
      <p>
        <Trans>Thank you for applying to sell on Haat.</Trans>
      </p>
      <p className="mt-2">{t(APPLICATION_SUBMITTED_TEXT)}</p>
      <p className="mt-2">
        <Trans>You can log in with your e-mail and password to check your application&apos;s status.</Trans>
      </p>
    </StatusPanel>
  )
}
