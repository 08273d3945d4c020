import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { ImageSet } from '@haat/shared/catalog/product'
import { ImageUploader } from './image-uploader'

/** Stands in for XMLHttpRequest: the test decides when progress and the answer arrive. */
class FakeXhr {
  static sent: FakeXhr[] = []
  readonly upload = new EventTarget()
  private readonly events = new EventTarget()
  method = ''
  url = ''
  body: FormData | null = null
  status = 0
  responseText = ''

  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body
    FakeXhr.sent.push(this)
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener)
  }
  abort() {
    this.events.dispatchEvent(new Event('abort'))
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }))
  }
  respond(status: number, body: unknown) {
    this.status = status
    this.responseText = JSON.stringify(body)
    this.events.dispatchEvent(new Event('load'))
  }
}

const imageSet = (id: string): ImageSet => ({
  id,
  width: 800,
  height: 800,
  variants: [{ width: 400, url: `/media/${id}-400.webp` }],
})
const jpeg = (name: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' })

function Harness({ max = 8, initial = [] as ImageSet[] }) {
  const [images, setImages] = useState(initial)
  return <ImageUploader label="Product images" value={images} onChange={setImages} max={max} />
}

function setup(props: { max?: number; initial?: ImageSet[] } = {}) {
  FakeXhr.sent = []
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
  const user = userEvent.setup()
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <Harness {...props} />
      </QueryClientProvider>
    </I18nProvider>,
  )
  return user
}

const order = () =>
  within(screen.getByRole('list', { name: 'Product images, in display order' }))
    .getAllByRole('img')
    .map((img) => img.getAttribute('src'))

describe('ImageUploader', () => {
  it('uploads a batch to /api/media as file parts, shows progress, then previews', async () => {
    const user = setup()
    await user.upload(screen.getByLabelText('Add images'), [jpeg('a.jpg'), jpeg('b.jpg')])

    const xhr = FakeXhr.sent[0]!
    expect(xhr.method).toBe('POST')
    expect(xhr.url).toBe('/api/media')
    expect(xhr.body!.getAll('file').map((file) => (file as File).name)).toEqual(['a.jpg', 'b.jpg'])

    await act(() => xhr.progress(40, 100))
    expect(screen.getByText('Uploading 2 images… 40%')).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Uploading 2 images' })).toHaveAttribute('value', '40')

    await act(async () => xhr.respond(201, { data: [imageSet('a'), imageSet('b')] }))
    await waitFor(() => expect(order()).toEqual(['/media/a-400.webp', '/media/b-400.webp']))
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  })

  it('moves images left and right with buttons and removes them', async () => {
    const user = setup({ initial: [imageSet('a'), imageSet('b'), imageSet('c')] })
    expect(screen.getByRole('button', { name: 'Move image 1 left' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Move image 3 right' })).toBeDisabled()

    await user.click(screen.getByRole('button', { name: 'Move image 3 left' }))
    expect(order()).toEqual(['/media/a-400.webp', '/media/c-400.webp', '/media/b-400.webp'])
    await user.click(screen.getByRole('button', { name: 'Move image 1 right' }))
    expect(order()).toEqual(['/media/c-400.webp', '/media/a-400.webp', '/media/b-400.webp'])

    await user.click(screen.getByRole('button', { name: 'Remove image 2' }))
    expect(order()).toEqual(['/media/c-400.webp', '/media/b-400.webp'])
  })

  it('refuses a file over 5 MB at once, without uploading it', async () => {
    const user = setup()
    await user.upload(screen.getByLabelText('Add images'), jpeg('big.jpg', 5 * 1024 * 1024 + 1))

    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Image upload failed')
    expect(alert).toHaveTextContent('big.jpg is larger than 5 MB.')
    expect(FakeXhr.sent).toHaveLength(0)
  })

  it('uploads only as many as still fit', async () => {
    const user = setup({ max: 3, initial: [imageSet('a')] })
    await user.upload(screen.getByLabelText('Add images'), [jpeg('b.jpg'), jpeg('c.jpg'), jpeg('d.jpg')])

    expect(FakeXhr.sent[0]!.body!.getAll('file')).toHaveLength(2)
    expect(screen.getByRole('alert')).toHaveTextContent('Only 2 more images can be added (at most 3)')
  })

  it('shows "Image upload failed" with the server message', async () => {
    const user = setup()
    await user.upload(screen.getByLabelText('Add images'), jpeg('a.jpg'))
    await act(async () =>
      FakeXhr.sent[0]!.respond(415, {
        error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'a.jpg is not an image we can read.' },
      }),
    )

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Image upload failed')
    expect(alert).toHaveTextContent('a.jpg is not an image we can read.')
    expect(screen.queryByRole('list', { name: 'Product images, in display order' })).not.toBeInTheDocument()
  })
})
