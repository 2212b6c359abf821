-- Tables created (or given a primary key) after start-up get the capture trigger at once.
-- Event triggers need superuser rights: when this fails, the change feed re-scans periodically.
select pg_advisory_xact_lock(hashtext('missionbase.realtime.install'));
drop event trigger if exists mb_realtime_install;
create event trigger mb_realtime_install on ddl_command_end
  when tag in ('CREATE TABLE', 'CREATE TABLE AS', 'SELECT INTO', 'ALTER TABLE')
  execute function realtime.on_table_ddl();
