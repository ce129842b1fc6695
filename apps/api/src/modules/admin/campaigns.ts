import { asc, eq, ilike } from "drizzle-orm";
import { CAMPAIGN_CHANNELS, CAMPAIGN_STATUSES } from "@sendline/core";
import {
  adminCampaignLogSchema,
  adminCampaignRowSchema,
  listResponseSchema,
  rowIdParamsSchema,
  rowIdSchema,
  successEnvelopeSchema,
} from "@sendline/core/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { accounts, campaignLogs, campaigns, users } from "../../db/schema";
import { HttpError, ok } from "../../lib/http";
import { containsPattern, listQuerySchema, listRows } from "../../lib/list";

const campaignListQuerySchema = listQuerySchema({
  sortColumns: ["id", "date_created", "name"],
  filters: {
    account_id: rowIdSchema,
    channel: z.enum(CAMPAIGN_CHANNELS),
    status: z.enum(CAMPAIGN_STATUSES),
  },
});

/** Campaigns across every account, and each one's logs (`campaigns`, `campaign_logs/{id}`). */
export const adminCampaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.context.db;
  const access = { access: "/admin/campaigns" };

  const list = async (query: z.infer<typeof campaignListQuerySchema>) => {
    return listRows(
      query,
      {
        select: (total) =>
          db
            .select({ campaign: campaigns, accountName: accounts.name, total })
            .from(campaigns)
            .innerJoin(accounts, eq(accounts.id, campaigns.accountId))
            .$dynamic(),
        where: [
          query.filter.account_id ? eq(campaigns.accountId, query.filter.account_id) : undefined,
          query.filter.channel ? eq(campaigns.channel, query.filter.channel) : undefined,
          query.filter.status ? eq(campaigns.status, query.filter.status) : undefined,
          query.keyword ? ilike(campaigns.name, containsPattern(query.keyword)) : undefined,
        ],
        columns: { id: campaigns.id, date_created: campaigns.dateCreated, name: campaigns.name },
        id: campaigns.id,
      },
      ({ campaign, accountName }) => ({
        id: campaign.id,
        account_id: campaign.accountId,
        account_name: accountName,
        channel: campaign.channel,
        name: campaign.name,
        status: campaign.status,
        total_recipients: campaign.totalRecipients,
        date_created: campaign.dateCreated.toISOString(),
      }),
    );
  };
  const listSchema = {
    querystring: campaignListQuerySchema,
    response: { 200: successEnvelopeSchema(listResponseSchema(adminCampaignRowSchema)) },
  };
  app.get("/campaigns", { config: access, schema: listSchema }, async (request) =>
    ok(await list(request.query)),
  );
  app.get("/campaigns/list", { config: access, schema: listSchema }, async (request) =>
    ok(await list(request.query)),
  );

  app.get(
    "/campaign_logs/:id",
    {
      config: access,
      schema: {
        params: rowIdParamsSchema,
        response: { 200: successEnvelopeSchema(z.array(adminCampaignLogSchema)) },
      },
    },
    async (request) => {
      const [campaign] = await db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(eq(campaigns.id, request.params.id));
      if (!campaign) throw new HttpError(404, "Campaign not found");
      const rows = await db
        .select({ log: campaignLogs, email: users.email })
        .from(campaignLogs)
        .leftJoin(users, eq(users.id, campaignLogs.userId))
        .where(eq(campaignLogs.campaignId, campaign.id))
        .orderBy(asc(campaignLogs.id));
      return ok(
        rows.map(({ log, email }) => ({
          id: log.id,
          message: log.message,
          user_email: email,
          date_created: log.dateCreated.toISOString(),
        })),
      );
    },
  );
};
