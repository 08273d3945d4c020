import { Trans, useLingui } from '@lingui/react/macro'
import { SITE } from '@haat/shared/site'
import { cn } from '../../../lib/cn'
import { GRIEVANCE_ACKNOWLEDGE_WITHIN, GRIEVANCE_RESOLVE_WITHIN, SUPPORT_HOURS } from '../lib/policy-facts'
import { telHref } from '../lib/tel-href'

const linkClasses = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900'

/**
 * The grievance officer's name, designation and contact, and the deadlines the Consumer
 * Protection (E-Commerce) Rules, 2020 set for answering (docs/decisions/023-e-commerce-rules.md).
 */
export function GrievanceOfficerContact({ className }: { className?: string }) {
  const { grievanceOfficer } = SITE
  const { t } = useLingui()
  const shopName = SITE.name
  const officeAddress = SITE.officeAddress
  const hours = t(SUPPORT_HOURS)
  const acknowledgeWithin = t(GRIEVANCE_ACKNOWLEDGE_WITHIN)
  const resolveWithin = t(GRIEVANCE_RESOLVE_WITHIN)
  return (
    <div className={cn('rounded-xl border border-stone-200 bg-white p-4 text-sm leading-6 text-stone-700', className)}>
      <address className="not-italic">
        <strong className="block text-base text-stone-900">{grievanceOfficer.name}</strong>
        <span className="block">
          <Trans>Grievance Officer, {shopName}</Trans>
        </span>
        <span className="block">
          <Trans>E-mail:</Trans>{' '}
          <a href={`mailto:${grievanceOfficer.email}`} className={linkClasses}>
            {grievanceOfficer.email}
          </a>
        </span>
        <span className="block">
          <Trans>Phone:</Trans>{' '}
          <a href={telHref(grievanceOfficer.phone)} className={linkClasses}>
            {grievanceOfficer.phone}
          </a>{' '}
          ({hours})
        </span>
        <span className="block">
          <Trans>Address: {officeAddress}</Trans>
        </span>
      </address>
      <p className="mt-3">
        <Trans>
          We acknowledge every complaint within {acknowledgeWithin} and resolve it within {resolveWithin} of receiving
          it.
        </Trans>
      </p>
    </div>
  )
}
