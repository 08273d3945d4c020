import { Trans, useLingui } from '@lingui/react/macro'
import { NavLink } from 'react-router'
import type { CategorySummary } from '@haat/shared/catalog/category'
import { cn } from '../../../lib/cn'
import { useShownName } from '../../../lib/use-shown-names'

/**
 * "All {category}" and each subcategory as chips; following one keeps the sort and filters
 * (`search`, the query string without the page) and starts at page 1.
 */
export function SubcategoryLinks({ category, search }: { category: CategorySummary; search: string }) {
  const { t } = useLingui()
  const shown = useShownName()
  if (category.subcategories.length === 0) return null
  const categoryName = shown(category)
  return (
    <nav aria-label={t`${categoryName} subcategories`}>
      <p className="mb-2 text-sm font-medium text-stone-800">
        <Trans>Subcategory</Trans>
      </p>
      <ul className="flex flex-wrap gap-2">
        <li>
          <NavLink
            to={{ pathname: `/category/${category.slug}`, search }}
            end
            className={({ isActive }) => chipClasses(isActive)}
          >
            <Trans>All {categoryName}</Trans>
          </NavLink>
        </li>
        {category.subcategories.map((sub) => (
          <li key={sub.id}>
            <NavLink
              to={{ pathname: `/category/${category.slug}/${sub.slug}`, search }}
              className={({ isActive }) => chipClasses(isActive)}
            >
              {shown(sub)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function chipClasses(isActive: boolean) {
  return cn(
    'inline-flex min-h-9 items-center rounded-full border px-3.5 py-1 text-sm font-medium',
    isActive
      ? 'border-brand-700 bg-brand-700 text-white'
      : 'border-stone-300 bg-white text-stone-700 hover:border-brand-600 hover:text-brand-800',
  )
}
