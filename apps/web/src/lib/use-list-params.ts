import { useUrlParams } from './use-url-params'

/**
 * A list screen's filter, search, order and page, kept in the URL (?status=&search=&sort=&page=)
 * so a reload, the back button and a shared link show the same list. A new filter, search or
 * order goes to page 1. `sorts`: the orders the list offers, its default first (not in the URL).
 */
export function useListParams<S extends string, O extends string = never>(
  statuses: readonly S[],
  sorts: readonly O[] = [],
) {
  const [params, update] = useUrlParams()

  const rawStatus = params.get('status')
  const status = statuses.find((value) => value === rawStatus)
  const search = params.get('search')?.trim() ?? ''
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1)
  const rawSort = params.get('sort')
  const sort = sorts.find((value) => value === rawSort) ?? sorts[0]

  return {
    status,
    search,
    page,
    sort,
    setSort: (value: O) => update({ sort: value === sorts[0] ? undefined : value, page: undefined }),
    setStatus: (value: S | undefined) => update({ status: value, page: undefined }),
    setSearch: (value: string) => update({ search: value.trim() || undefined, page: undefined }),
    setPage: (value: number) => update({ page: value > 1 ? String(value) : undefined }),
    /** Back to the whole list: no filter, no search, page 1. */
    clear: () => update({ status: undefined, search: undefined, page: undefined }),
  }
}
