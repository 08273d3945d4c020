import { SITE } from '@haat/shared/site'
import { cn } from '../../../lib/cn'
import { GRIEVANCE_ACKNOWLEDGE_WITHIN, GRIEVANCE_RESOLVE_WITHIN } from '../lib/policy-facts'
import { telHref } from '../lib/tel-href'

const linkClasses = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900'

/**
 * The grievance officer's name, designation and contact, and the deadlines the Consumer
 * Protection (E-Commerce) Rules, 2020 set for answering (docs/decisions/023-e-commerce-rules.md).
 */
export function GrievanceOfficerContact({ className }: { className?: string }) {
  const { grievanceOfficer } = SITE
  return (
    <div className={cn('rounded-xl border border-stone-200 bg-white p-4 text-sm leading-6 text-stone-700', className)}>
      <address className="not-italic">
        <strong className="block text-base text-stone-900">{grievanceOfficer.name}</strong>
        <span className="block">Grievance Officer, {SITE.name}</span>
        <span className="block">
          E-mail:{' '}
          <a href={`mailto:${grievanceOfficer.email}`} className={linkClasses}>
            {grievanceOfficer.email}
          </a>
        </span>
        <span className="block">
          Phone:{' '}
          <a href={telHref(grievanceOfficer.phone)} className={linkClasses}>
            {grievanceOfficer.phone}
          </a>{' '}
          ({SITE.hours})
        </span>
        <span className="block">Address: {SITE.officeAddress}</span>
      </address>
      <p className="mt-3">
        We acknowledge every complaint within {GRIEVANCE_ACKNOWLEDGE_WITHIN} and resolve it within{' '}
        {GRIEVANCE_RESOLVE_WITHIN} of receiving it.
      </p>
    </div>
  )
}
