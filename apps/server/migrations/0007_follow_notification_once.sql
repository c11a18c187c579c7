-- One "followed you" notification per follower: of the repeats that follow, unfollow and follow again
-- used to add, the newest row stays as it is and the older ones go.
DELETE FROM "notifications" n USING "notifications" newer
WHERE n.type = 'follow' AND newer.type = 'follow' AND newer.uid = n.uid AND newer.from_uid = n.from_uid AND newer.id > n.id;
--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_follow_once" ON "notifications" USING btree ("uid","from_uid") WHERE type = 'follow';
