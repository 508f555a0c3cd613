CREATE SEQUENCE "public"."role_pages_version" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "pages_version" bigint DEFAULT nextval('role_pages_version') NOT NULL;--> statement-breakpoint
-- Any change of a role's pages, by whichever writer, draws the role a new version in the same transaction: a
-- process that keeps a role's pages keyed by (role, version) can never serve pages the database no longer has.
CREATE FUNCTION "bump_role_pages_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "roles" SET "pages_version" = nextval('role_pages_version') WHERE "id" = OLD."role_id";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE "roles" SET "pages_version" = nextval('role_pages_version') WHERE "id" = NEW."role_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "role_pages_version" AFTER INSERT OR UPDATE OR DELETE ON "role_pages"
  FOR EACH ROW EXECUTE FUNCTION "bump_role_pages_version"();
