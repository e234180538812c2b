-- Substring search plans go wrong for moderately rare words with default statistics:
-- a larger sample of the searched column lets the planner pick the trigram index for them.
ALTER TABLE "products" ALTER COLUMN "search_text" SET STATISTICS 1000;
