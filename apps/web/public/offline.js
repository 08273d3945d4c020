// The offline page (offline.html) lists the storefront pages this device kept (src/sw/service-worker.ts).
;(async () => {
  if (!('caches' in window)) return
  const names = (await caches.keys()).filter((name) => name.startsWith('haat-pages-'))
  const pages = []
  for (const name of names) {
    const cache = await caches.open(name)
    for (const request of await cache.keys()) {
      const response = await cache.match(request)
      const title = response && /<title>([^<]*)<\/title>/.exec(await response.text())
      const url = new URL(request.url)
      if (url.origin === location.origin)
        pages.push({ href: url.pathname + url.search, title: title ? title[1] : url.pathname })
    }
  }
  if (pages.length === 0) return
  const list = document.getElementById('kept-pages')
  for (const page of pages.slice(0, 30)) {
    const link = document.createElement('a')
    link.href = page.href
    // The title as the server escaped it for HTML, decoded to text (a parsed document runs nothing).
    link.textContent = new DOMParser().parseFromString(page.title, 'text/html').body.textContent
    const item = document.createElement('li')
    item.append(link)
    list.append(item)
  }
  document.getElementById('kept-heading').hidden = false
})()
