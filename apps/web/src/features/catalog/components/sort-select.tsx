import { SelectField } from '../../../components/ui/select-field'
import type { ProductSort } from '../api/catalog-keys'
import { sortOptions } from '../lib/listing-params'

/** "Sort by": Relevance (searches only), Newest, price both ways, Rating. */
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
  const options = sortOptions(isSearching)
  return (
    <SelectField
      label="Sort by"
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
