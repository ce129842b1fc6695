import { formatShortNumber, type CampaignChannel } from "@sendline/core";
import type { CampaignStats as Stats } from "@sendline/core/contract";
import { cva } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn";

type CampaignStatKey = keyof Stats;

type CampaignStatItem = {
  key: CampaignStatKey;
  label: string;
  /** Shown as a share of sent. */
  share: boolean;
  tone: "primary" | "success" | "warning" | "danger" | "info" | "gray";
};

const item = (key: CampaignStatKey, label: string, tone: CampaignStatItem["tone"], share = true) => ({
  key,
  label,
  tone,
  share,
});

/** The counters each channel shows, in order (SPEC §3 "Campaign stats"). */
const CAMPAIGN_STAT_ITEMS = {
  email: {
    dials: [
      item("campaign_stats_delivered", "Delivered", "success"),
      item("campaign_stats_opened", "Opened", "primary"),
      item("campaign_stats_clicked", "Clicked", "info"),
    ],
    stats: [
      item("campaign_stats_sent", "Sent", "primary", false),
      item("campaign_stats_delivered", "Delivered", "success"),
      item("campaign_stats_bounced", "Bounced", "danger"),
      item("campaign_stats_unsubscribed", "Unsubscribed", "gray"),
    ],
    substats: [
      item("campaign_stats_hard_bounced", "Hard bounced", "danger"),
      item("campaign_stats_soft_bounced", "Soft bounced", "warning"),
      item("campaign_stats_pending", "Pending", "warning"),
      item("campaign_stats_sending_rate", "Sending rate", "gray", false),
    ],
  },
  sms: {
    dials: [
      item("campaign_stats_delivered", "Delivered", "success"),
      item("campaign_stats_pending", "Pending", "warning"),
      item("campaign_stats_rejected", "Rejected", "danger"),
    ],
    stats: [
      item("campaign_stats_sent", "Sent", "primary", false),
      item("campaign_stats_delivered", "Delivered", "success"),
      item("campaign_stats_pending", "Pending", "warning"),
      item("campaign_stats_rejected", "Rejected", "danger"),
    ],
    substats: [
      item("campaign_stats_sending", "Sending", "warning"),
      item("campaign_stats_bounced", "Bounced", "danger"),
      item("campaign_stats_sending_rate", "Sending rate", "gray", false),
    ],
  },
  viber: {
    dials: [
      item("viber_campaign_stats_viber_delivered", "Viber delivered", "success"),
      item("viber_campaign_stats_fallback_delivered", "Fallback delivered", "info"),
      item("campaign_stats_rejected", "Rejected", "danger"),
    ],
    stats: [
      item("campaign_stats_sent", "Sent", "primary", false),
      item("viber_campaign_stats_viber_delivered", "Viber delivered", "success"),
      item("viber_campaign_stats_fallback_delivered", "Fallback delivered", "info"),
      item("campaign_stats_rejected", "Rejected", "danger"),
    ],
    substats: [
      item("campaign_stats_pending", "Pending", "warning"),
      item("campaign_stats_sending", "Sending", "warning"),
      item("campaign_stats_sending_rate", "Sending rate", "gray", false),
    ],
  },
} as const satisfies Record<CampaignChannel, Record<CampaignStatsVariant, readonly CampaignStatItem[]>>;

type CampaignStatsVariant = "dials" | "stats" | "substats";

/** A counter as a whole percentage of sent, one decimal; 0 when nothing was sent. */
function statPercent(value: number, sent: number): number {
  if (sent <= 0) return 0;
  return Math.round((value / sent) * 1000) / 10;
}

const campaignStatsVariants = cva("grid gap-3", {
  variants: {
    variant: {
      dials: "grid-cols-[repeat(auto-fit,minmax(8rem,1fr))]",
      stats: "grid-cols-[repeat(auto-fit,minmax(9rem,1fr))]",
      substats: "grid-cols-[repeat(auto-fit,minmax(8rem,1fr))] text-sm",
    },
  },
  defaultVariants: { variant: "stats" },
});

const toneStroke = {
  primary: "stroke-primary",
  success: "stroke-success",
  warning: "stroke-warning",
  danger: "stroke-danger",
  info: "stroke-info",
  gray: "stroke-gray",
} as const;

const toneText = {
  primary: "text-primary",
  success: "text-success",
  warning: "text-foreground",
  danger: "text-danger",
  info: "text-info",
  gray: "text-foreground",
} as const;

type CampaignStatsProps = ComponentProps<"dl"> & {
  /** The campaign's counters; missing ones read 0. */
  stats: Partial<Stats>;
  /** @default "sms" */
  channel?: CampaignChannel;
  /** Dials (rings of delivery shares), stats (headline counters) or substats (the finer counters). @default "stats" */
  variant?: CampaignStatsVariant;
};

/**
 * A ring of `percent` with the share in its centre and the count under it. The figures are SVG
 * text anchored at their middle: as they change width nothing on the page moves (no layout shift
 * while a live dashboard updates every second).
 */
function Dial({ percent, tone, shown }: { percent: number; tone: CampaignStatItem["tone"]; shown: string }) {
  const radius = 30;
  const circumference = 2 * Math.PI * radius;
  const filled = (Math.min(100, Math.max(0, percent)) / 100) * circumference;
  return (
    <svg viewBox="0 0 72 92" className="h-[6.4rem] w-20 overflow-visible" aria-hidden>
      <g transform="rotate(-90 36 36)">
        <circle cx="36" cy="36" r={radius} fill="none" strokeWidth="8" className="stroke-muted" />
        <circle
          cx="36"
          cy="36"
          r={radius}
          fill="none"
          strokeWidth="8"
          strokeLinecap="round"
          strokeDasharray={`${filled} ${circumference}`}
          className={toneStroke[tone]}
        />
      </g>
      <text
        x="36"
        y="36"
        textAnchor="middle"
        dominantBaseline="central"
        className="fill-foreground text-[11px] font-semibold tabular-nums"
      >
        {`${percent}%`}
      </text>
      <text
        x="36"
        y="86"
        textAnchor="middle"
        className="fill-foreground text-[12.5px] font-medium tabular-nums"
      >
        {shown}
      </text>
    </svg>
  );
}

const exactCount = new Intl.NumberFormat("en-US");

/**
 * A campaign's dials, stats or substats: counters in short form (1.5k, SPEC §9) with their share
 * of sent; the exact count shows on hover and is what screen readers read.
 */
function CampaignStats({
  stats,
  channel = "sms",
  variant = "stats",
  className,
  ...props
}: CampaignStatsProps) {
  const sent = stats.campaign_stats_sent ?? 0;
  const items: readonly CampaignStatItem[] = CAMPAIGN_STAT_ITEMS[channel][variant];
  return (
    <dl
      data-slot="campaign-stats"
      data-variant={variant}
      data-channel={channel}
      className={cn(campaignStatsVariants({ variant }), className)}
      {...props}
    >
      {items.map(({ key, label, share, tone }) => {
        const value = stats[key] ?? 0;
        const percent = statPercent(value, sent);
        const rate = key === "campaign_stats_sending_rate" ? "/s" : "";
        const shown = `${formatShortNumber(value)}${rate}`;
        // The short form is for the eye; hover and screen readers get the exact count.
        const exact = `${exactCount.format(value)}${rate}`;
        if (variant === "dials") {
          return (
            <div
              key={key}
              data-slot="campaign-stat"
              data-stat={key}
              className="flex flex-col items-center gap-1"
            >
              <dt className="order-last text-sm text-muted-foreground">{label}</dt>
              <dd title={exact}>
                <Dial percent={percent} tone={tone} shown={shown} />
                <span className="sr-only">{`${exact} (${percent}%)`}</span>
              </dd>
            </div>
          );
        }
        return (
          <div
            key={key}
            data-slot="campaign-stat"
            data-stat={key}
            className={cn(
              "flex flex-col gap-0.5",
              variant === "stats" ? "rounded-lg border bg-card p-4" : "rounded-md bg-muted/50 px-3 py-2",
            )}
          >
            <dt className="text-muted-foreground">{label}</dt>
            {/* The share sits in a fixed box at the end: a figure changing width moves nothing. */}
            <dd className="flex items-baseline justify-between gap-2">
              <span className="sr-only">{exact}</span>
              <span
                aria-hidden
                className={cn(
                  "font-semibold tabular-nums",
                  variant === "stats" ? "text-2xl" : "text-base",
                  toneText[tone],
                )}
                title={exact}
              >
                {shown}
              </span>
              {share && (
                <span className="w-12 shrink-0 text-xs text-muted-foreground tabular-nums">{`${percent}%`}</span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

export {
  CAMPAIGN_STAT_ITEMS,
  CampaignStats,
  statPercent,
  type CampaignStatsProps,
  type CampaignStatsVariant,
};
