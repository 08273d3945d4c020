import type { ReactNode } from 'react'
import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import { useLingui } from '@lingui/react/macro'
import { SITE } from '@haat/shared/site'
import { SUPPORT_HOURS } from '../lib/policy-facts'
import { telHref } from '../lib/tel-href'

const linkClasses = 'font-medium text-brand-800 underline-offset-2 hover:underline'

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <dt className="mt-0.5 shrink-0 text-brand-700">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  )
}

/** The support team's phone, e-mail, hours and office address (docs/spec.md §2, footer and Contact). */
export function SupportContactList() {
  const { t } = useLingui()
  const hours = t(SUPPORT_HOURS)
  return (
    <dl className="space-y-3 text-sm text-stone-700">
      <Row icon={<Phone aria-hidden="true" className="size-4" />} label={t`Phone`}>
        <a href={telHref(SITE.phone)} className={linkClasses}>
          {SITE.phone}
        </a>
      </Row>
      <Row icon={<Mail aria-hidden="true" className="size-4" />} label={t`E-mail`}>
        <a href={`mailto:${SITE.supportEmail}`} className={linkClasses}>
          {SITE.supportEmail}
        </a>
      </Row>
      <Row icon={<Clock aria-hidden="true" className="size-4" />} label={t`Hours`}>
        {t`${hours} (IST)`}
      </Row>
      <Row icon={<MapPin aria-hidden="true" className="size-4" />} label={t`Office address`}>
        {SITE.officeAddress}
      </Row>
    </dl>
  )
}
