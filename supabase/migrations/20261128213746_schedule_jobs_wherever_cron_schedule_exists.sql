-- The jobs are scheduled wherever cron.schedule exists, not only where the pg_cron extension is
-- installed (supabase/schemas, each feature's DO block): the local backend's stand-in for pg_cron
-- then runs what a hosted project runs, instead of a list of its own. On a hosted project, where
-- the baseline scheduled them already, cron.schedule updates each job of the same name and
-- nothing changes. Written by hand: a diff does not see schedules. In the baseline's order, so
-- the jobs' ids (the order the local backend runs them all in at its start) match a hosted project's.
do $$
declare
  job record;
begin
  if to_regprocedure('cron.schedule(text, text, text)') is not null then
    for job in
      select * from (
        values
          (1, 'publish-due-posts', '* * * * *', 'select private.publish_due_posts()'),
          (2, 'publish-new-event-day', '30 18 * * *', 'select private.publish_new_event_day()'),
          (3, 'apply-retention', '30 21 * * *', 'select * from private.apply_retention()'),
          (4, 'release-visitor-site-changes', '30 seconds', 'select private.release_visitor_site_changes()'),
          (5, 'site-deploy-hook', '15 seconds', 'select private.dispatch_site_deploy()'),
          (6, 'purge-content-versions', '45 21 * * *', 'select private.purge_content_versions()'),
          (7, 'purge-audit-log', '45 21 * * *', 'select private.purge_audit_log()'),
          (8, 'purge-unreferenced-uploads', '17 * * * *', 'select count(*) from private.purge_unreferenced_uploads()')
      ) as scheduled (n, name, schedule, command)
      order by n
    loop
      perform cron.schedule(job.name, job.schedule, job.command);
    end loop;
  end if;
end
$$;
