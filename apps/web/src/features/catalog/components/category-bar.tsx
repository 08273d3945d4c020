import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { useCategories } from '../../../api/categories/get-categories'
import { CategoryMenu } from './category-menu'

/** The header's row of categories with subcategory dropdowns (desktop; mobile uses the menu). */
export function CategoryBar() {
  const { t } = useLingui()
  const { data: categories } = useCategories()
  const location = useLocation()
  const navRef = useRef<HTMLElement>(null)
  // Tied to the location it was opened at, so navigating anywhere closes it.
  const [openAt, setOpenAt] = useState<{ slug: string; key: string } | null>(null)
  const openSlug = openAt?.key === location.key ? openAt.slug : null

  useEffect(() => {
    if (!openSlug) return
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenAt(null)
    }
    document.addEventListener('pointerdown', closeOnOutsidePointer)
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer)
  }, [openSlug])

  // A failed load only hides the bar (docs/spec.md §8: catalogue fetch failures are only logged).
  if (!categories || categories.length === 0) return null

  return (
    <nav ref={navRef} aria-label={t`Categories`} className="border-t border-stone-100">
      <ul className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-0 px-4">
        {categories.map((category) => (
          <CategoryMenu
            key={category.id}
            category={category}
            isOpen={openSlug === category.slug}
            onOpenChange={(open) => {
              if (open) setOpenAt({ slug: category.slug, key: location.key })
              else setOpenAt((current) => (current?.slug === category.slug ? null : current))
            }}
          />
        ))}
      </ul>
    </nav>
  )
}
