-- drizzle-kit writes no CREATE EXTENSION: trigram search needs pg_trgm before the tables that index with it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
