import { useLingui } from '@lingui/react/macro'
import { PageTitle } from '../../../components/page-title'
import { ApplicationSubmitted } from '../components/application-submitted'

/** /success: the seller application confirmation. */
export function SignupSuccessPage() {
  const { t } = useLingui()
  return (
    <div className="px-4 py-12 sm:py-16">
      <PageTitle title={t`Application Submitted`} />
      <ApplicationSubmitted />
    </div>
  )
}
