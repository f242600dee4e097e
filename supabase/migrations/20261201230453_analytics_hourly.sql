CREATE TABLE "analytics_hourly" (
	"hour" timestamp with time zone NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"goal" text DEFAULT '' NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"hour_visitors" integer DEFAULT 0 NOT NULL,
	"pageviews" integer DEFAULT 0 NOT NULL,
	"engagements" integer DEFAULT 0 NOT NULL,
	"engaged_ms" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_hourly_hour_dimension_value_goal_pk" PRIMARY KEY("hour","dimension","value","goal")
);
--> statement-breakpoint
ALTER TABLE "analytics_hourly" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "analytics_segment_visitors" (
	"segment" timestamp with time zone NOT NULL,
	"visitor" bigint NOT NULL,
	"keys" integer[] NOT NULL,
	CONSTRAINT "analytics_segment_visitors_segment_visitor_pk" PRIMARY KEY("segment","visitor")
);
--> statement-breakpoint
ALTER TABLE "analytics_segment_visitors" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "analytics_segments" (
	"start" timestamp with time zone PRIMARY KEY NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"rolled_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_segments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
-- Internal: RLS on with no policy, grants revoked (Supabase's REST API sees nothing).
do $$
begin
  if to_regrole('anon') is not null and to_regrole('authenticated') is not null then
    execute $sql$revoke all on public.analytics_segments, public.analytics_hourly,
      public.analytics_segment_visitors from anon, authenticated$sql$;
  end if;
end
$$;
