import { FolderOpen, Trash2 } from 'lucide-react'
import type { CategorySummary } from '@haat/shared/catalog/category'
import { Button } from '../../../components/ui/button'
import { StatusPanel } from '../../../components/ui/status-panel'
import { pluralize } from '../../../lib/format'
import { HindiNameEditor } from './hindi-name-editor'
import { RequiredDeclarationsEditor } from './required-declarations-editor'

export interface CategoryTarget {
  kind: 'category' | 'subcategory'
  id: string
  name: string
}

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-stone-600 uppercase'

/** Every category with its subcategories, product counts and Hindi names, each with a Delete button. */
export function CategoryTable({
  categories,
  onDelete,
}: {
  categories: readonly CategorySummary[]
  onDelete: (target: CategoryTarget) => void
}) {
  if (categories.length === 0) {
    return (
      <StatusPanel icon={<FolderOpen className="size-8" />} title="No categories yet">
        <p>Add the first category with the form above.</p>
      </StatusPanel>
    )
  }

  return (
    <div className="md:overflow-x-auto md:rounded-2xl md:border md:border-stone-200 md:bg-white">
      <table className="w-full text-sm">
        <caption className="sr-only">Categories and their subcategories</caption>
        <thead className="hidden border-b border-stone-200 bg-stone-50 md:table-header-group">
          <tr>
            <th scope="col" className={th}>
              Category
            </th>
            <th scope="col" className={th}>
              Products
            </th>
            <th scope="col" className={th}>
              Subcategories
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="block space-y-3 md:table-row-group md:space-y-0 md:divide-y md:divide-stone-100">
          {categories.map((category) => (
            <tr
              key={category.id}
              className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 md:table-row md:rounded-none md:border-0 md:p-0"
            >
              <td className="align-top md:px-4 md:py-3">
                <div className="flex items-center gap-3">
                  <div className="size-12 shrink-0 overflow-hidden rounded-lg bg-brand-50">
                    {category.imageUrl ? (
                      <img
                        src={category.imageUrl}
                        alt=""
                        loading="lazy"
                        width={48}
                        height={48}
                        className="size-full object-cover"
                      />
                    ) : (
                      <span
                        aria-hidden="true"
                        className="flex size-full items-center justify-center text-lg font-bold text-brand-700"
                      >
                        {category.name.charAt(0).toUpperCase()}
                      </span>
                    )}
                  </div>
                  <div className="min-w-0">
                    <p className="font-semibold text-stone-900">{category.name}</p>
                    <p className="text-xs text-stone-500">/{category.slug}</p>
                    <HindiNameEditor kind="category" id={category.id} name={category.name} nameHi={category.nameHi} />
                    <RequiredDeclarationsEditor
                      id={category.id}
                      name={category.name}
                      required={category.requiredDeclarations}
                    />
                  </div>
                </div>
              </td>
              <td className="align-top text-stone-700 md:px-4 md:py-3">
                {pluralize(category.productCount, 'product')}
              </td>
              <td className="align-top md:px-4 md:py-3">
                {category.subcategories.length === 0 ? (
                  <p className="text-stone-500">No subcategories</p>
                ) : (
                  <ul aria-label={`Subcategories of ${category.name}`} className="space-y-1">
                    {category.subcategories.map((subcategory) => (
                      <li
                        key={subcategory.id}
                        className="flex items-center justify-between gap-3 rounded-lg bg-stone-50 py-1 pr-1 pl-3"
                      >
                        <span className="min-w-0">
                          <span className="font-medium text-stone-900">{subcategory.name}</span>{' '}
                          <span className="text-xs text-stone-500">
                            /{subcategory.slug} · {pluralize(subcategory.productCount, 'product')}
                          </span>
                          <span className="block">
                            <HindiNameEditor
                              kind="subcategory"
                              id={subcategory.id}
                              name={subcategory.name}
                              nameHi={subcategory.nameHi}
                            />
                          </span>
                        </span>
                        <Button
                          variant="ghost"
                          size="sm"
                          className="shrink-0 text-red-700 hover:bg-red-50"
                          aria-label={`Delete subcategory ${subcategory.name}`}
                          onClick={() => onDelete({ kind: 'subcategory', id: subcategory.id, name: subcategory.name })}
                        >
                          <Trash2 aria-hidden="true" className="size-4" />
                        </Button>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td className="align-top md:px-4 md:py-3 md:text-right">
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-red-700 hover:bg-red-50"
                  aria-label={`Delete category ${category.name}`}
                  onClick={() => onDelete({ kind: 'category', id: category.id, name: category.name })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Delete
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
