import { z } from "zod";
import { idSchema } from "./primitives";

/** POST /public/topup/verify_email_confirmation (SPEC §7 "Top-up and balance"). */
export const topupVerifyRequestSchema = z.object({ txnid: z.string().min(1), token: z.string().min(1) });
export type TopupVerifyRequest = z.infer<typeof topupVerifyRequestSchema>;

/** Its answer data: the account id. */
export const topupVerifyDataSchema = idSchema;
export type TopupVerifyData = z.infer<typeof topupVerifyDataSchema>;

/** GET /pt3/updatebalance query (balance host). */
export const updateBalanceQuerySchema = z.object({ account_id: idSchema });
