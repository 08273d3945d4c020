import { cn } from '../../lib/cn'

/** The drawn part of an on/off switch; the `role="switch"` button around it carries the state. */
export function SwitchTrack({ on }: { on: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
        on ? 'bg-green-600' : 'bg-stone-300',
      )}
    >
      <span
        className={cn(
          'inline-block size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none',
          on ? 'translate-x-5.5' : 'translate-x-0.5',
        )}
      />
    </span>
  )
}
