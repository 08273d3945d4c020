import { useLingui } from '@lingui/react/macro'
import { SelectField } from '../../../components/ui/select-field'
import type { ProductSort } from '../api/catalog-keys'
import { sortOptions } from '../lib/listing-params'

/** "Sort by": Relevance (searches only), Rating, Newest, price both ways. */
export function SortSelect({
  value,
  isSearching,
  onChange,
  className,
}: {
  value: ProductSort
  isSearching: boolean
  onChange: (sort: ProductSort) => void
  className?: string
}) {
  const { t } = useLingui()
  const options = sortOptions(isSearching).map(({ value, label }) => ({ value, label: t(label) }))
  return (
    <SelectField
      label={t`Sort by`}
      options={options}
      value={value}
      onChange={(event) => {
        const sort = options.find((option) => option.value === event.target.value)
        if (sort) onChange(sort.value)
      }}
      className={className}
    />
  )
}
