// The whole data model; drizzle-kit reads this file to generate migrations.
export * from './enums'
export * from './accounts'
export * from './platform'
export * from './catalog'
export * from './commerce'
export * from './earnings'
