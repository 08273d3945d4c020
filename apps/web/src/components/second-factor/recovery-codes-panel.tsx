import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../ui/button'
import { FormAlert } from '../ui/form-alert'

/** Shown once after two-step verification is set up: the codes that stand in for a lost phone. */
export function RecoveryCodesPanel({
  codes,
  onDone,
  doneLabel,
}: {
  codes: string[]
  onDone: () => void
  doneLabel: string
}) {
  const { t } = useLingui()
  const download = () => {
    const heading = t`Haat recovery codes (each works once)`
    const blob = new Blob([`${heading}\n\n${codes.join('\n')}\n`], { type: 'text/plain' })
    const url = URL.createObjectURL(blob)
    const link = document.createElement('a')
    link.href = url
    link.download = 'haat-recovery-codes.txt'
    link.click()
    URL.revokeObjectURL(url)
  }
  return (
    <div className="space-y-4">
      <FormAlert tone="success">
        <Trans>Two-step verification is on.</Trans>
      </FormAlert>
      <p className="text-sm text-stone-700">
        <Trans>
          Save these recovery codes somewhere safe. If you lose your phone, each code signs you in once. They are shown
          only now.
        </Trans>
      </p>
      <ul
        aria-label={t`Recovery codes`}
        className="grid grid-cols-2 gap-2 rounded-lg bg-stone-100 p-3 font-mono text-sm text-stone-900"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={download}>
          <Trans>Download codes</Trans>
        </Button>
        <Button type="button" onClick={onDone}>
          {doneLabel}
        </Button>
      </div>
    </div>
  )
}
