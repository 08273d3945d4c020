import { describe, expect, it } from 'vitest'
import { essentialReadOf, isCatalogueRead, isShellPage, isStorefrontPage } from './offline-pages'

describe('what the service worker keeps', () => {
  it('keeps the pages the server renders for everyone, and no page that depends on a session', () => {
    for (const path of [
      '/',
      '/products',
      '/product/cotton-kurta',
      '/category/fashion',
      '/category/fashion/sarees',
      '/about',
      '/refund-policy',
    ]) {
      expect(isStorefrontPage(path), path).toBe(true)
    }
    for (const path of [
      '/cart',
      '/checkout',
      '/profile',
      '/orders/HT-1',
      '/login',
      '/vendor',
      '/vendor/products',
      '/admin',
      '/product/a/b',
    ]) {
      expect(isStorefrontPage(path), path).toBe(false)
    }
  })

  it('opens the app shell offline for storefront pages and the cart only', () => {
    expect(isShellPage('/cart')).toBe(true)
    expect(isShellPage('/product/cotton-kurta')).toBe(true)
    expect(isShellPage('/checkout')).toBe(false)
    expect(isShellPage('/vendor/orders')).toBe(false)
  })

  it('passes every API call but the catalogue reads by', () => {
    for (const path of [
      '/api/categories',
      '/api/products',
      '/api/products/cotton-kurta',
      '/api/products/cotton-kurta/related',
      '/api/product-filters',
      '/api/product-cards',
      '/api/search/suggestions',
    ]) {
      expect(isCatalogueRead(path), path).toBe(true)
    }
    for (const path of [
      '/api/session',
      '/api/cart',
      '/api/wishlist',
      '/api/orders',
      '/api/productsx',
      '/api/vendor/products',
      '/api/admin/products',
    ]) {
      expect(isCatalogueRead(path), path).toBe(false)
    }
  })
})

describe('essentialReadOf', () => {
  it('names the product answer a product page needs, and nothing for other pages', () => {
    expect(essentialReadOf('/product/cotton-kurta')).toBe('/api/products/cotton-kurta')
    expect(essentialReadOf('/product/cotton-kurta/')).toBe('/api/products/cotton-kurta')
    expect(essentialReadOf('/category/fashion')).toBeNull()
    expect(essentialReadOf('/cart')).toBeNull()
  })
})
