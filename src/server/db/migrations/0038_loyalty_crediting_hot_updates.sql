-- Crediting updates every credited wallet's balance and its caps' counters once a batch, none of them indexed columns:
-- room left on each page lets those updates stay on the page (HOT) instead of adding entries to every index of the table
-- (on full pages, nearly none did). New pages keep the room; existing ones are left as they are.
ALTER TABLE "wallets" SET (fillfactor = 70);
--> statement-breakpoint
ALTER TABLE "loyalty_counts" SET (fillfactor = 70);
