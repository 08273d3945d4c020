import { z } from 'zod'
import { fill } from '../texts'
import { ImageSet } from './image-set'

/**
 * A product's size chart (issue 44): a table of measurements per size, or a photo of the seller's
 * own chart. Shown beside the size picker on the product page; set on the product's edit page with
 * PUT /api/vendor/products/{id}/size-chart.
 */
export const MAX_SIZE_CHART_COLUMNS = 6
export const MAX_SIZE_CHART_ROWS = 20

export const SIZE_CHART_UNITS = ['cm', 'in'] as const
export const SizeChartUnit = z.enum(SIZE_CHART_UNITS, { error: /*i18n*/ 'Choose centimetres or inches.' })
export type SizeChartUnit = z.infer<typeof SizeChartUnit>

const hasRepeats = (list: string[]) => new Set(list.map((v) => v.toLowerCase())).size !== list.length

const SizeChartTable = z
  .object({
    kind: z.literal('table'),
    unit: SizeChartUnit,
    /** What is measured ("Chest", "Length"), in the seller's words. */
    columns: z
      .array(
        z
          .string()
          .trim()
          .min(1, /*i18n*/ 'Name the measurement.')
          .max(30, /*i18n*/ 'A measurement name is at most 30 characters.'),
      )
      .min(1, /*i18n*/ 'Add at least one measurement.')
      .max(MAX_SIZE_CHART_COLUMNS, fill(/*i18n*/ 'At most {count} measurements.', { count: MAX_SIZE_CHART_COLUMNS })),
    /** One row per size: its measurement under each column ("96", "38–40"); '' where it has none. */
    rows: z
      .array(
        z.object({
          size: z.string().trim().min(1, /*i18n*/ 'Name the size.').max(40),
          values: z.array(z.string().trim().max(20, /*i18n*/ 'A measurement is at most 20 characters.')),
        }),
      )
      .min(1, /*i18n*/ 'Add at least one size.')
      .max(MAX_SIZE_CHART_ROWS, fill(/*i18n*/ 'At most {count} sizes.', { count: MAX_SIZE_CHART_ROWS })),
  })
  .superRefine((table, ctx) => {
    if (hasRepeats(table.columns))
      ctx.addIssue({ code: 'custom', path: ['columns'], message: /*i18n*/ 'Measurements must not repeat.' })
    table.rows.forEach((row, i) => {
      if (row.values.length !== table.columns.length)
        ctx.addIssue({
          code: 'custom',
          path: ['rows', i, 'values'],
          message: /*i18n*/ 'Give a value for each measurement.',
        })
      else if (row.values.every((value) => value === ''))
        ctx.addIssue({
          code: 'custom',
          path: ['rows', i, 'values'],
          message: /*i18n*/ 'Fill in at least one measurement.',
        })
      if (table.rows.slice(0, i).some((other) => other.size.toLowerCase() === row.size.toLowerCase()))
        ctx.addIssue({ code: 'custom', path: ['rows', i, 'size'], message: /*i18n*/ 'Sizes must not repeat.' })
    })
  })

/** A table as the seller typed it, or a photo of their chart (an image they uploaded). */
export const SizeChartInput = z.discriminatedUnion(
  'kind',
  [SizeChartTable, z.object({ kind: z.literal('image'), imageId: z.uuid(/*i18n*/ 'Upload the chart’s photo.') })],
  { error: /*i18n*/ 'Choose a table or a photo.' },
)
export type SizeChartInput = z.input<typeof SizeChartInput>
export type SizeChartTable = z.output<typeof SizeChartTable>

/** PUT /api/vendor/products/{id}/size-chart: the chart, or null to remove it. */
export const SizeChartBody = z.object({ sizeChart: SizeChartInput.nullable() })
export type SizeChartBody = z.input<typeof SizeChartBody>

/** The chart as shoppers and the seller's form read it: the table, or the photo at every width. */
export const SizeChartView = z.discriminatedUnion('kind', [
  SizeChartTable,
  z.object({ kind: z.literal('image'), image: ImageSet }),
])
export type SizeChartView = z.infer<typeof SizeChartView>
