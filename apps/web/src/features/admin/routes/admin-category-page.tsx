import { useState } from 'react'
import { toast } from '../../../lib/toast'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { PageHeader } from '../../../components/ui/page-header'
import { errorMessage } from '../../../lib/api-error-message'
import { useDeleteCategory } from '../api/delete-category'
import { useDeleteSubcategory } from '../api/delete-subcategory'
import { useCategories } from '../../../api/categories/get-categories'
import { AddCategoryForm } from '../components/add-category-form'
import { AddSubcategoryForm } from '../components/add-subcategory-form'
import { CategoryTable, type CategoryTarget } from '../components/category-table'
import { CATEGORY_CHANGE_FAILED } from '../lib/category-form'
import { QueryFallback } from '../../../components/query-boundary'

/** /admin/category: add categories and subcategories, see them with their product counts, delete them. */
export function AdminCategoryPage() {
  const categories = useCategories()
  const deleteCategory = useDeleteCategory()
  const deleteSubcategory = useDeleteSubcategory()
  const [toDelete, setToDelete] = useState<CategoryTarget | null>(null)
  const isDeleting = deleteCategory.isPending || deleteSubcategory.isPending

  async function confirmDelete() {
    if (!toDelete) return
    try {
      if (toDelete.kind === 'category') await deleteCategory.mutateAsync(toDelete.id)
      else await deleteSubcategory.mutateAsync(toDelete.id)
      toast.success(toDelete.kind === 'category' ? 'Category deleted' : 'Subcategory deleted', {
        description: toDelete.name,
      })
    } catch (error) {
      // A 409 explains what still uses it ("still has 3 products"); keep that on screen a while.
      toast.error(CATEGORY_CHANGE_FAILED, { description: errorMessage(error, 'Please try again.'), duration: 10_000 })
    } finally {
      setToDelete(null)
    }
  }

  let table
  if (!categories.isSuccess) {
    table = (
      <QueryFallback
        query={categories}
        loading="Loading categories…"
        errorTitle="Failed to fetch categories."
        className="justify-center py-12"
      />
    )
  } else {
    table = <CategoryTable categories={categories.data} onDelete={setToDelete} />
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <PageHeader
        title="Categories"
        description="The categories and subcategories sellers file their products under."
      />

      <div className="mb-8 grid gap-6 lg:grid-cols-2">
        <section className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
          <AddCategoryForm />
        </section>
        <section className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
          <AddSubcategoryForm categories={categories.data ?? []} />
        </section>
      </div>

      <h2 className="mb-4 text-lg font-semibold text-stone-900">All categories</h2>
      {table}

      <ConfirmDialog
        open={toDelete !== null}
        title={`Delete ${toDelete?.kind ?? 'category'} "${toDelete?.name ?? ''}"?`}
        description={
          toDelete?.kind === 'subcategory'
            ? 'A subcategory that still has products cannot be deleted.'
            : 'A category that still has products or subcategories cannot be deleted.'
        }
        confirmLabel="Delete"
        busyLabel="Deleting..."
        isBusy={isDeleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  )
}
