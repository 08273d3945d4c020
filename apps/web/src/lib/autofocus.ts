import { options, type Ref, type VNode } from 'preact'

/**
 * React focuses an element rendered with `autoFocus` when it is mounted; Preact only writes the
 * HTML attribute, which a browser honours once per page load, not for a step or a button that
 * appears later (docs/decisions/039-preact.md). This gives every such element React's behaviour:
 * a ref that focuses it the first time it is attached, then hands the element to its own ref.
 */
const focused = new WeakSet<HTMLElement>()

/** Hands the element to the element's own ref, and its cleanup back (React 19's ref cleanups). */
function setRef(ref: Ref<unknown> | null | undefined, element: HTMLElement | null) {
  if (typeof ref === 'function') return ref(element)
  if (ref) ref.current = element
}

export function focusAutoFocusOnMount(): void {
  const previous = options.vnode
  options.vnode = (vnode: VNode<{ autoFocus?: boolean }>) => {
    if (typeof vnode.type === 'string' && vnode.props.autoFocus) {
      const own = vnode.ref
      vnode.ref = (element: HTMLElement | null) => {
        if (element && !focused.has(element)) {
          focused.add(element)
          element.focus()
        }
        return setRef(own, element)
      }
    }
    previous?.(vnode)
  }
}
