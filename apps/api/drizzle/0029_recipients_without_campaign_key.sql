-- Going live writes a campaign's recipients in one statement, and the campaign key was a check on
-- every row of it. Recipients are deleted with their campaign by the one statement that deletes
-- campaigns (drafts), in its transaction.
ALTER TABLE "campaign_recipients" DROP CONSTRAINT "campaign_recipients_campaign_id_campaigns_id_fk";
