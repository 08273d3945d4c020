import { randomUUID } from 'node:crypto'
import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { PENDING_ADDS_COOKIE } from '@haat/shared/cart/pending-adds'
import type { App } from './app-type'
import type { Config } from './config'
import type { Database } from './db/client'
import { type Clock, systemClock } from './lib/clock'
import { withinLimit } from './lib/limits'
import { type RateLimiter, memoryRateLimiter, redisRateLimiter } from './lib/rate-limiter'
import { registerRequestContext } from './lib/request-context'
import { registerSecurityHeaders } from './lib/security-headers'
import { accountsRoutes } from './modules/accounts/accounts.routes'
import { accountsService } from './modules/accounts/accounts.service'
import { adminsService } from './modules/admin/admins.service'
import { authRoutes } from './modules/auth/auth.routes'
import { authService } from './modules/auth/auth.service'
import {
  commissionRoutes,
  commissionService,
  earningsRoutes,
  earningsService,
  mailStatements,
  payoutsRoutes,
  payoutsService,
  razorpayxProvider,
  reportsRoutes,
} from './modules/earnings'
import { passwordResetService } from './modules/auth/password-reset.service'
import { sessionInfoService } from './modules/auth/session-info.service'
import { sessionsService } from './modules/auth/sessions.service'
import { knownDevicesService } from './modules/auth/known-devices'
import { emailChangeService } from './modules/auth/email-change.service'
import { registrationService } from './modules/auth/registration.service'
import { secondFactorRoutes } from './modules/auth/second-factor.routes'
import { secondFactorService } from './modules/auth/second-factor.service'
import { shopSettingsRoutes } from './modules/admin/shop-settings.routes'
import { shopSettingsService } from './modules/admin/shop-settings.service'
import { autoForwarder } from './modules/shipping/auto-forward'
import type { ReleaseCheck } from './modules/after-sale/release-expired'
import { vendorsRoutes } from './modules/vendors/vendors.routes'
import { vendorsService } from './modules/vendors/vendors.service'
import { catalogRoutes } from './modules/catalog/catalog.routes'
import { CATALOG_CACHE_TTL_MS, catalogCache } from './modules/catalog/catalog-cache'
import { followCatalogChanges } from './modules/catalog/catalog-changes'
import { catalogReads } from './modules/catalog/catalog-reads'
import { primaryOnly, replicaSource } from './modules/catalog/catalog-source'
import { categoriesService } from './modules/catalog/categories.service'
import { productsService } from './modules/catalog/products.service'
import { productViewsRoutes } from './modules/catalog/product-views.routes'
import { productViewsService } from './modules/catalog/product-views.service'
import { reviewsRoutes } from './modules/reviews/reviews.routes'
import { reviewsService } from './modules/reviews/reviews.service'
import { searchRoutes } from './modules/search/search.routes'
import { suggestionsService } from './modules/search/suggestions.service'
import { contactRoutes } from './modules/content/contact.routes'
import { contactService } from './modules/content/contact.service'
import { pincodesRoutes } from './modules/pincodes'
import { deliveryRoutes, deliveryService } from './modules/delivery'
import { couponsRoutes, couponsService } from './modules/coupons'
import { htmlShell } from './modules/seo/page-meta'
import { seoPages } from './modules/seo/seo.service'
import { sitemapRoutes } from './modules/seo/sitemap.routes'
import { sitemapService } from './modules/seo/sitemap.service'
import { healthRoutes } from './modules/health/health.routes'
import { mailboxRoutes } from './modules/mail/mailbox.routes'
import { configuredMediaStorage, type MediaStorage } from './modules/media'
import { mediaRoutes } from './modules/media/media.routes'
import { mediaService } from './modules/media/media.service'
import { vendorProductsRoutes } from './modules/listings/vendor-products.routes'
import { vendorProductsService } from './modules/listings/vendor-products.service'
import { productAdminRoutes } from './modules/listings/products.admin.routes'
import { productAdminService } from './modules/listings/products.admin.service'
import { categoriesAdminRoutes } from './modules/listings/categories.admin.routes'
import { categoriesAdminService } from './modules/listings/categories.admin.service'
import { auditRoutes, auditService } from './modules/audit'
import { customersAdminRoutes } from './modules/accounts/customers.admin.routes'
import { customersAdminService } from './modules/accounts/customers.admin.service'
import { eraseCustomer } from './workflows/erase-customer'
import { dashboardRoutes } from './modules/admin/dashboard.routes'
import { dashboardService } from './modules/admin/dashboard.service'
import { ordersAdminRoutes } from './modules/orders/orders.admin.routes'
import { ordersAdminService } from './modules/orders/orders.admin.service'
import { vendorsAdminRoutes } from './modules/vendors/vendors.admin.routes'
import { vendorsAdminService } from './modules/vendors/vendors.admin.service'
import { cartRoutes } from './modules/cart/cart.routes'
import { cartFormRoutes } from './modules/cart/cart-form.routes'
import { cartService } from './modules/cart/cart.service'
import { wishlistRoutes } from './modules/cart/wishlist.routes'
import { cancellationRoutes } from './modules/after-sale/cancellation.routes'
import { cancellationService } from './modules/after-sale/cancellation.service'
import { checkoutRoutes } from './modules/checkout/checkout.routes'
import { checkoutService } from './modules/checkout/checkout.service'
import { taxDocumentsRoutes } from './modules/invoicing/tax-documents.routes'
import { taxDocumentsService } from './modules/invoicing/tax-documents.service'
import { forwardingRoutes } from './modules/shipping/forwarding.routes'
import { forwardingService } from './modules/shipping/forwarding.service'
import { ordersRoutes } from './modules/orders/orders.routes'
import { deliveryConfirmationRoutes } from './modules/after-sale/delivery-confirmation.routes'
import { deliveryConfirmationService } from './modules/after-sale/delivery-confirmation.service'
import { returnsRoutes } from './modules/after-sale/returns.routes'
import { returnsService } from './modules/after-sale/returns.service'
import { ordersService } from './modules/orders/orders.service'
import { vendorOrdersRoutes } from './modules/shipping/vendor-orders.routes'
import { vendorOrdersService } from './modules/shipping/vendor-orders.service'
import { selectOnlineProvider } from './modules/payments/gateway'
import { paymentsRoutes } from './modules/payments/payments.routes'
import { paymentsService } from './modules/payments/payments.service'
import { reconciliationRoutes } from './modules/payments/reconciliation.routes'
import { reconciliationService } from './modules/payments/reconciliation.service'
import { refundsAdminRoutes } from './modules/payments/refunds.admin.routes'
import { refundsService } from './modules/payments/refunds.service'
import { wishlistService } from './modules/cart/wishlist.service'
import { hostCookieName, registerAuth } from './plugins/auth'
import { frameworkErrors, registerErrorHandler } from './plugins/errors'
import { registerInputGuard } from './plugins/input-guard'
import { registerSameOriginCheck } from './plugins/same-origin'
import { serverRenderer } from './plugins/server-render'
import { registerMetrics } from './plugins/metrics'
import { registerOpenApi } from './plugins/openapi'
import { registerWebApp } from './plugins/web-app'

/** Work main.ts runs on timers that needs the app's own services (the same gateway instance). */
type BackgroundJobs = {
  /** Asked before unpaid online orders are released (release-expired.ts). */
  releaseCheck: ReleaseCheck
  /** Approves return requests their seller left unanswered. */
  approveOverdueReturns: () => Promise<number>
  /** Reconciles yesterday (IST) with the gateway, once. */
  reconcileYesterday: () => Promise<number>
  /** Mails each seller last month's statement, once. */
  mailStatements: () => Promise<number>
  /** Sends RazorpayX payouts not sent yet, and asks after those on their way. */
  sendPayouts: () => Promise<number>
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: BackgroundJobs
    /** Resolves once every catalogue change committed so far has reached this server's cache. */
    catalogCaughtUp: () => Promise<void>
  }
}

export type AppDeps = {
  config: Config
  database: Database
  /** A streaming replica of `database` for the public catalogue's reads (DATABASE_REPLICA_URL). */
  replica?: Database
  clock?: Clock
  storage?: MediaStorage
  limiter?: RateLimiter
  /** The server's pino logger (main.ts); none in tests. */
  logger?: FastifyBaseLogger
  /** Where Razorpay's API is (tests point it at a local server answering like Razorpay). */
  razorpayBaseUrl?: string
  razorpayTimeoutMs?: number
}

const REQUEST_ID = /^[A-Za-z0-9-_.]{1,64}$/

/** Builds the whole app (plugins and modules) without listening: what main.ts and the tests use. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps
  const clock = deps.clock ?? systemClock
  const storage = deps.storage ?? configuredMediaStorage(config)
  const db = database.db
  const proxies = config.trustProxy

  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    // Request lines are for production logs; locally they would drown what matters.
    logController: new LogController({ disableRequestLogging: !config.isProduction }),
    // A hop count trusts the N proxies nearest to this server (hop 0 is the socket's peer).
    trustProxy: typeof proxies === 'number' ? (_address: string, hop: number) => hop < proxies : proxies,
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    frameworkErrors,
    // Keep a caller's request id when it looks like one, so logs can be followed across services.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id']
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID()
    },
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.addHook('onRequest', async (req, reply) => {
    void reply.header('x-request-id', req.id)
  })
  // API answers may carry an account's data: no browser or shared cache keeps one unless its
  // route says otherwise (the public catalogue's revalidated answers do).
  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store')
  })
  registerRequestContext(app)
  registerErrorHandler(app)
  registerInputGuard(app)

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Razorpay's checkout script and its payment window (ISSUE: checkout) are the only third parties.
        scriptSrc: ["'self'", 'https://checkout.razorpay.com'],
        frameSrc: ["'self'", 'https://api.razorpay.com', 'https://checkout.razorpay.com'],
        connectSrc: ["'self'", 'https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
        // A CDN serving the media bucket (MEDIA_PUBLIC_URL): /media/… redirects there.
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.mediaPublicUrl ? [new URL(config.mediaPublicUrl).origin] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        // No page sets a <base>; an injected one could send relative links and scripts elsewhere.
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    // Razorpay's window must be able to talk back to the page that opened it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    hsts: config.secureCookies,
  })
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] })
  await app.register(cookie)

  await registerOpenApi(app, config)

  const limiter = deps.limiter ?? (config.redisUrl ? redisRateLimiter(config.redisUrl) : memoryRateLimiter(clock))
  app.addHook('onClose', () => limiter.close())
  const sessions = sessionsService(db, clock)
  registerSameOriginCheck(app, config)
  registerAuth(app, { config, db, sessions })
  // The public catalogue's answers, kept in memory until the database announces a change to what
  // they show (catalog-changes.ts). A write waits before answering until its own changes have
  // reached this server's cache, so whoever made it never reads the old product afterwards.
  const publicCatalog = catalogCache({
    maxBytes: config.catalogCacheBytes,
    ttlMs: CATALOG_CACHE_TTL_MS,
    clock,
  })
  // Catalogue reads go to a replica when one is given, never while it lags a change heard here.
  const catalogSource = deps.replica
    ? replicaSource({
        primary: db,
        replica: deps.replica.db,
        onReplicaError: (err) =>
          app.log.warn({ err }, 'database replica: not answering; catalogue reads go to the primary'),
      })
    : primaryOnly(db)
  if (config.metricsToken) {
    registerMetrics(app, {
      token: config.metricsToken,
      database,
      catalogCache: () => publicCatalog.stats(),
      catalogReads: () => catalogSource.stats(),
    })
  }
  const catalogChanges =
    config.catalogCacheBytes > 0 || deps.replica
      ? await followCatalogChanges(database, publicCatalog, catalogSource)
      : undefined
  if (catalogChanges) {
    app.addHook('onClose', () => catalogChanges.close())
    app.addHook('onSend', async (req) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') await catalogChanges.caughtUp()
    })
  }
  app.decorate('catalogCaughtUp', async () => {
    await catalogChanges?.caughtUp()
  })

  const emailChanges = emailChangeService({ db, config, clock })
  const registration = registrationService({ db, config, clock, limiter })
  const vendors = vendorsService({ db, config, limiter, clock, sessions, emailChanges, registration })
  const admins = adminsService(db)
  const knownDevices = knownDevicesService(db, clock)
  const secondFactor = secondFactorService({ db, clock, sessions, limiter, knownDevices, shopUrl: config.publicUrl })
  healthRoutes(app, { database, limiter, redisUsed: Boolean(config.redisUrl), storage })
  authRoutes(app, {
    auth: authService({
      db,
      config,
      sessions,
      limiter,
      knownDevices,
      registration,
    }),
    sessions,
    sessionInfo: sessionInfoService(db, sessions),
    passwordReset: passwordResetService({ db, config, clock, sessions, limiter }),
    vendors,
    adminProfile: admins.profile,
    secondFactor,
    emailChanges,
    limiter,
    config,
    db,
  })
  secondFactorRoutes(app, {
    config,
    db,
    limiter,
    secondFactor,
    adminProfile: admins.profile,
    vendorProfile: vendors.ownProfile,
  })
  accountsRoutes(app, accountsService({ db, config, clock, sessions, limiter, emailChanges }))
  vendorsRoutes(app, vendors)
  const catalogAnswers = catalogReads({
    cache: publicCatalog,
    source: catalogSource,
    services: (readDb) => {
      const products = productsService(readDb, clock)
      // Search sits below the catalogue: its suggestions are handed the catalogue's ranked matches.
      return {
        categories: categoriesService(readDb),
        products,
        suggestions: suggestionsService(readDb, products.matching),
      }
    },
  })
  catalogRoutes(app, catalogAnswers)
  searchRoutes(app, catalogAnswers)
  productViewsRoutes(app, productViewsService({ db, clock, limiter }))
  reviewsRoutes(app, { reviews: reviewsService({ db, clock, limiter }), sessions })
  contactRoutes(app, contactService({ db, limiter }))
  pincodesRoutes(app)
  const shopSettings = shopSettingsService({ db, clock })
  deliveryRoutes(app, deliveryService({ db, clock, settings: shopSettings }))
  // The development mailbox: registers nothing without devTools or when SMTP_URL is set.
  mailboxRoutes(app, { db, config })

  await mediaRoutes(app, mediaService({ db, storage, limiter }))
  vendorProductsRoutes(app, vendorProductsService({ db, clock }))
  productAdminRoutes(app, productAdminService({ db, clock }))
  categoriesAdminRoutes(app, categoriesAdminService(db))
  auditRoutes(app, auditService(db))
  vendorsAdminRoutes(app, vendorsAdminService({ db, clock, config, sessions }))
  customersAdminRoutes(app, customersAdminService({ db, clock, sessions, eraseCustomer }))
  dashboardRoutes(app, dashboardService(db, clock))
  ordersAdminRoutes(app, ordersAdminService({ db, clock }))
  const cart = cartService({ db, clock, settings: shopSettings })
  cartRoutes(app, cart)
  await cartFormRoutes(app, {
    cart,
    customerOf: (req) => sessions.resolve('customer', req.sessionToken('customer')),
    cookie: { name: hostCookieName(config, PENDING_ADDS_COOKIE), secure: config.secureCookies },
  })
  wishlistRoutes(app, wishlistService({ db, clock, settings: shopSettings }))
  couponsRoutes(app, couponsService({ db, clock, settings: shopSettings }))
  const onlineProvider = selectOnlineProvider(config, {
    razorpayBaseUrl: deps.razorpayBaseUrl,
    razorpayTimeoutMs: deps.razorpayTimeoutMs,
    clock,
  })
  shopSettingsRoutes(app, shopSettings)
  const forwarding = forwardingService({ db, clock, config, settings: shopSettings })
  const onOrderReady = autoForwarder({ settings: shopSettings, forwarding, log: app.log })
  checkoutRoutes(
    app,
    checkoutService({
      db,
      clock,
      config,
      onlineProvider: onlineProvider?.name ?? null,
      onOrderReady,
      limiter,
      settings: shopSettings,
    }),
  )
  const orders = ordersService({ db, clock })
  ordersRoutes(app, orders)
  taxDocumentsRoutes(app, taxDocumentsService({ db, orders }))
  const refunds = refundsService({ db, clock, config, provider: onlineProvider })
  refundsAdminRoutes(app, refunds)
  app.addHook('onClose', () => refunds.idle())
  // Refunds go to the gateway as soon as they are recorded; the timer below catches any left.
  const sendRefunds = () => {
    refunds.processDue().catch((error: unknown) => app.log.error({ err: error }, 'sending refunds failed'))
  }
  const vendorOrders = vendorOrdersService({ db, clock, config })
  forwardingRoutes(app, forwarding, vendorOrders)
  vendorOrdersRoutes(app, vendorOrders)
  cancellationRoutes(app, {
    cancellation: cancellationService({ db, clock, config, onRefundRequested: sendRefunds }),
    vendorOrders,
  })
  const returns = returnsService({ db, clock, config, onRefundRequested: sendRefunds })
  returnsRoutes(app, returns)
  deliveryConfirmationRoutes(app, deliveryConfirmationService({ db, clock, config }))
  earningsRoutes(app, earningsService({ db, clock }))
  commissionRoutes(app, commissionService({ db, settings: shopSettings }))
  const payouts = payoutsService({
    db,
    clock,
    config,
    provider: config.razorpayx
      ? razorpayxProvider({
          ...config.razorpayx,
          baseUrl: deps.razorpayBaseUrl,
          ...(deps.razorpayTimeoutMs ? { timeoutMs: deps.razorpayTimeoutMs } : {}),
        })
      : null,
  })
  payoutsRoutes(app, payouts)
  reportsRoutes(app, db)
  const payments = paymentsService({
    db,
    clock,
    config,
    provider: onlineProvider,
    onOrderReady,
    refunds,
    payouts,
    onRefundRequested: sendRefunds,
  })
  await paymentsRoutes(app, payments)
  const reconciliation = reconciliationService({ db, clock, config, provider: onlineProvider, payments, refunds })
  reconciliationRoutes(app, reconciliation)
  app.decorate('jobs', {
    releaseCheck: (orders) => payments.checkBeforeRelease(orders),
    approveOverdueReturns: () => returns.approveOverdue(),
    reconcileYesterday: () => reconciliation.runDaily(),
    mailStatements: () => mailStatements(db, clock.now(), config.publicUrl),
    sendPayouts: () => payouts.sendDue(),
  } satisfies BackgroundJobs)
  // Webhook events are acted on as they arrive; this picks up any whose handling failed (the
  // gateway or the database was away), backing off per event.
  if (onlineProvider) {
    const inboxTimer = setInterval(() => {
      payments
        .processInbox()
        .catch((error: unknown) => app.log.error({ err: error }, 'processing the webhook inbox failed'))
      sendRefunds()
    }, 30_000).unref()
    app.addHook('onClose', () => clearInterval(inboxTimer))
  }

  sitemapRoutes(app, sitemapService({ read: catalogSource.read, config }))
  await registerWebApp(
    app,
    config.webDistDir,
    { storage, publicUrl: config.mediaPublicUrl },
    {
      pageRenderer: seoPages({ read: catalogSource.read, config }),
      pageWithHead: (indexHtml) => htmlShell(indexHtml),
      shopUrl: config.publicUrl,
      renderOnServer: await serverRenderer(
        app,
        config.webServerEntry,
        { version: publicCatalog.version, ttlMs: CATALOG_CACHE_TTL_MS, now: () => clock.now().getTime() },
        config.publicUrl,
      ),
      // Past the limit, or with the shared counter away, the browser renders the page instead.
      mayRender: (req) => withinLimit(limiter, 'serverRendersPerIp', req.ip).catch(() => false),
    },
  )
  return app
}
