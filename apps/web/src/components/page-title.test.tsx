import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PageTitle } from './page-title'

describe('PageTitle', () => {
  it('names the document while shown, and gives the title back when it goes', async () => {
    document.title = 'Haat'
    const { rerender, unmount } = render(
      <I18nProvider i18n={i18n}>
        <PageTitle title="Cart" />
      </I18nProvider>,
    )
    expect(document.title).toBe('Cart | Haat')
    rerender(
      <I18nProvider i18n={i18n}>
        <PageTitle title="Checkout" />
      </I18nProvider>,
    )
    expect(document.title).toBe('Checkout | Haat')
    unmount()
    await waitFor(() => expect(document.title).toBe('Haat'))
  })
})
