import { useUrlParams } from './use-url-params'

/**
 * A list screen's filter, search and page, kept in the URL (?status=&search=&page=) so a reload,
 * the back button and a shared link show the same list. A new filter or search goes to page 1.
 */
export function useListParams<S extends string>(statuses: readonly S[]) {
  const [params, update] = useUrlParams()

  const rawStatus = params.get('status')
  const status = statuses.find((value) => value === rawStatus)
  const search = params.get('search')?.trim() ?? ''
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1)

  return {
    status,
    search,
    page,
    setStatus: (value: S | undefined) => update({ status: value, page: undefined }),
    setSearch: (value: string) => update({ search: value.trim() || undefined, page: undefined }),
    setPage: (value: number) => update({ page: value > 1 ? String(value) : undefined }),
    /** Back to the whole list: no filter, no search, page 1. */
    clear: () => update({ status: undefined, search: undefined, page: undefined }),
  }
}
