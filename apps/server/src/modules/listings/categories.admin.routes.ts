import { CategoryNamesBody, CategorySummary, SubcategorySummary } from '@haat/shared/catalog/category'
import { CreateCategoryBody, CreateSubcategoryBody } from '@haat/shared/catalog/product-input'
import { RequiredDeclarationsBody } from '@haat/shared/catalog/declarations'
import { z } from 'zod'
import type { App } from '../../app-type'
import type { CategoriesAdminService } from './categories.admin.service'

const tags = ['Listings']
const IdParam = z.object({ id: z.uuid('Not a valid id.') })

export function categoriesAdminRoutes(app: App, categories: CategoriesAdminService) {
  const guard = { onRequest: app.requireAdmin }

  app.post(
    '/api/admin/categories',
    {
      ...guard,
      schema: { summary: 'Create a category', tags, body: CreateCategoryBody, response: { 201: CategorySummary } },
    },
    async (req, reply) => reply.code(201).send(await categories.createCategory(req.adminId, req.body)),
  )
  app.put(
    '/api/admin/categories/:id/required-declarations',
    {
      ...guard,
      schema: {
        summary: "Set the declarations a category's products must carry",
        tags,
        params: IdParam,
        body: RequiredDeclarationsBody,
      },
    },
    async (req, reply) => {
      await categories.setRequiredDeclarations(req.adminId, req.params.id, req.body)
      return reply.code(204).send()
    },
  )
  app.delete(
    '/api/admin/categories/:id',
    { ...guard, schema: { summary: 'Delete a category', tags, params: IdParam } },
    async (req, reply) => {
      await categories.deleteCategory(req.adminId, req.params.id)
      return reply.code(204).send()
    },
  )
  app.post(
    '/api/admin/subcategories',
    {
      ...guard,
      schema: {
        summary: 'Create a subcategory',
        tags,
        body: CreateSubcategoryBody,
        response: { 201: SubcategorySummary },
      },
    },
    async (req, reply) => reply.code(201).send(await categories.createSubcategory(req.adminId, req.body)),
  )
  app.delete(
    '/api/admin/subcategories/:id',
    { ...guard, schema: { summary: 'Delete a subcategory', tags, params: IdParam } },
    async (req, reply) => {
      await categories.deleteSubcategory(req.adminId, req.params.id)
      return reply.code(204).send()
    },
  )
  // The Hindi name (issue 42 item 13): 204; blank or null clears it.
  for (const [kind, collection] of [
    ['category', 'categories'],
    ['subcategory', 'subcategories'],
  ] as const) {
    app.patch(
      `/api/admin/${collection}/:id`,
      {
        ...guard,
        schema: { summary: `Set or clear a ${kind}'s Hindi name`, tags, params: IdParam, body: CategoryNamesBody },
      },
      async (req, reply) => {
        await categories.setNameHi(req.adminId, kind, req.params.id, req.body)
        return reply.code(204).send()
      },
    )
  }
}
