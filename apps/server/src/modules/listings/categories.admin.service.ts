import type { CategoryNamesBody, CategorySummary, SubcategorySummary } from '@haat/shared/catalog/category'
import type { CreateCategoryBody, CreateSubcategoryBody } from '@haat/shared/catalog/product-input'
import type { RequiredDeclarationsBody } from '@haat/shared/catalog/declarations'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors'
import { recordAudit } from '../audit'
import { mediaUrl } from '../media'
import { findMedia } from '../media'
import { findCategory } from './vendor-products.repository'
import {
  countProductsIn,
  deleteCategory,
  deleteSubcategories,
  insertCategory,
  insertSubcategory,
  isCategorySlugTaken,
  isSubcategorySlugTaken,
  lockCategory,
  lockSubcategory,
  setCategoryNameHi,
  setRequiredDeclarations,
  setSubcategoryNameHi,
  subcategoriesOf,
} from './categories.admin.repository'

const slugConflict = (message: string) => new AppError('CONFLICT', message, { details: [{ path: 'slug', message }] })
const CATEGORY_SLUG_TAKEN = 'A category with this slug already exists.'
const SUBCATEGORY_SLUG_TAKEN = 'This category already has a subcategory with this slug.'

function stillHolds(kind: 'category' | 'subcategory', n: number): AppError {
  const what = n === 1 ? '1 product; move or delete it first.' : `${n} products; move or delete them first.`
  return new AppError('CONFLICT', `This ${kind} still has ${what}`)
}

/** The admin category page: create and delete categories and subcategories, each audited. */
export function categoriesAdminService(db: Db) {
  const actor = (adminId: string) => ({ kind: 'admin' as const, id: adminId })

  return {
    async createCategory(adminId: string, body: z.output<typeof CreateCategoryBody>): Promise<CategorySummary> {
      try {
        return await db.transaction(async (tx) => {
          const image = body.imageId ? await findMedia(tx, body.imageId) : null
          if (body.imageId && !image) {
            const message = 'Upload the image again: it was not found.'
            throw new AppError('VALIDATION', message, { details: [{ path: 'imageId', message }] })
          }
          if (await isCategorySlugTaken(tx, body.slug)) throw slugConflict(CATEGORY_SLUG_TAKEN)
          const category = await insertCategory(tx, {
            name: body.name,
            nameHi: body.nameHi,
            slug: body.slug,
            imageMediaId: image?.id ?? null,
            requiredDeclarations: body.requiredDeclarations,
          })
          await recordAudit(tx, {
            actor: actor(adminId),
            action: 'category.create',
            entity: 'category',
            entityId: category.id,
            details: {
              name: category.name,
              nameHi: category.nameHi,
              slug: category.slug,
              requiredDeclarations: category.requiredDeclarations,
            },
          })
          return {
            id: category.id,
            name: category.name,
            nameHi: category.nameHi,
            slug: category.slug,
            imageUrl: image ? mediaUrl(image.storageKey, 640) : null,
            productCount: 0,
            requiredDeclarations: category.requiredDeclarations,
            subcategories: [],
          }
        })
      } catch (error) {
        if (isUniqueViolation(error, 'categories_slug_unique')) throw slugConflict(CATEGORY_SLUG_TAKEN)
        throw error
      }
    },

    /** Refused while any product (archived ones too) is filed under it; its empty subcategories go with it. */
    async deleteCategory(adminId: string, id: string): Promise<void> {
      try {
        await db.transaction(async (tx) => {
          // The lock makes a product being filed here meanwhile wait, so the count below holds.
          const category = await lockCategory(tx, id)
          if (!category) throw new AppError('NOT_FOUND', 'Category not found.')
          const subs = await subcategoriesOf(tx, id)
          const n = await countProductsIn(tx, { categoryId: id, subcategoryIds: subs.map((s) => s.id) })
          if (n > 0) throw stillHolds('category', n)
          await deleteSubcategories(
            tx,
            subs.map((s) => s.id),
          )
          await deleteCategory(tx, id)
          await recordAudit(tx, {
            actor: actor(adminId),
            action: 'category.delete',
            entity: 'category',
            entityId: id,
            details: { name: category.name, slug: category.slug, subcategories: subs.map((s) => s.slug) },
          })
        })
      } catch (error) {
        if (isForeignKeyViolation(error))
          throw new AppError('CONFLICT', 'This category is still in use; move or delete its products first.')
        throw error
      }
    },

    async createSubcategory(
      adminId: string,
      body: z.output<typeof CreateSubcategoryBody>,
    ): Promise<SubcategorySummary> {
      try {
        return await db.transaction(async (tx) => {
          if (!(await findCategory(tx, body.categoryId))) {
            const message = 'Choose a category that exists.'
            throw new AppError('VALIDATION', message, { details: [{ path: 'categoryId', message }] })
          }
          if (await isSubcategorySlugTaken(tx, body.categoryId, body.slug)) throw slugConflict(SUBCATEGORY_SLUG_TAKEN)
          const sub = await insertSubcategory(tx, body)
          await recordAudit(tx, {
            actor: actor(adminId),
            action: 'subcategory.create',
            entity: 'subcategory',
            entityId: sub.id,
            details: { name: sub.name, nameHi: sub.nameHi, slug: sub.slug, categoryId: sub.categoryId },
          })
          return { id: sub.id, name: sub.name, nameHi: sub.nameHi, slug: sub.slug, productCount: 0 }
        })
      } catch (error) {
        if (isUniqueViolation(error, 'subcategories_category_slug_key')) throw slugConflict(SUBCATEGORY_SLUG_TAKEN)
        if (isForeignKeyViolation(error)) throw new AppError('CONFLICT', 'The category was removed meanwhile.')
        throw error
      }
    },

    /**
     * Gives a category or subcategory a Hindi name, changes it or (null) clears it: Hindi readers
     * then see the English name. Audited as category.rename or subcategory.rename.
     */
    async setNameHi(
      adminId: string,
      kind: 'category' | 'subcategory',
      id: string,
      body: CategoryNamesBody,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const set = kind === 'category' ? setCategoryNameHi : setSubcategoryNameHi
        const before = await set(tx, id, body.nameHi)
        if (!before)
          throw new AppError('NOT_FOUND', kind === 'category' ? 'Category not found.' : 'Subcategory not found.')
        await recordAudit(tx, {
          actor: actor(adminId),
          action: `${kind}.rename`,
          entity: kind,
          entityId: id,
          details: { nameHi: { from: before.nameHi, to: body.nameHi } },
        })
      })
    },

    /**
     * Which declarations the category's products must carry (docs/decisions/045-listing-declarations.md).
     * Products already listed keep selling; each is held to it at its next edit. Audited.
     */
    async setRequiredDeclarations(
      adminId: string,
      id: string,
      body: z.output<typeof RequiredDeclarationsBody>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await setRequiredDeclarations(tx, id, body.requiredDeclarations)
        if (!before) throw new AppError('NOT_FOUND', 'Category not found.')
        await recordAudit(tx, {
          actor: actor(adminId),
          action: 'category.required_declarations',
          entity: 'category',
          entityId: id,
          details: { requiredDeclarations: { from: before.requiredDeclarations, to: body.requiredDeclarations } },
        })
      })
    },

    async deleteSubcategory(adminId: string, id: string): Promise<void> {
      try {
        await db.transaction(async (tx) => {
          const sub = await lockSubcategory(tx, id)
          if (!sub) throw new AppError('NOT_FOUND', 'Subcategory not found.')
          const n = await countProductsIn(tx, { subcategoryIds: [id] })
          if (n > 0) throw stillHolds('subcategory', n)
          await deleteSubcategories(tx, [id])
          await recordAudit(tx, {
            actor: actor(adminId),
            action: 'subcategory.delete',
            entity: 'subcategory',
            entityId: id,
            details: { name: sub.name, slug: sub.slug, categoryId: sub.categoryId },
          })
        })
      } catch (error) {
        if (isForeignKeyViolation(error))
          throw new AppError('CONFLICT', 'This subcategory is still in use; move or delete its products first.')
        throw error
      }
    },
  }
}

export type CategoriesAdminService = ReturnType<typeof categoriesAdminService>
