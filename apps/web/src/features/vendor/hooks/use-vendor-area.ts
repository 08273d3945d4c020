import { useOutletContext } from 'react-router'

/** What the seller layout hands its pages: the signed-in vendor, as the session reports it. */
export interface VendorAreaContext {
  vendor: { id: string; status: 'pending' | 'approved' | 'rejected' }
}

/**
 * The signed-in vendor, from the seller layout's `<Outlet context>`. Features do not import each
 * other, so the session reaches these pages through the layout that already checked it.
 */
export function useVendorArea(): VendorAreaContext {
  const context = useOutletContext<VendorAreaContext | undefined>()
  if (!context?.vendor) throw new Error('Seller pages render inside the seller layout, which provides the vendor.')
  return context
}
