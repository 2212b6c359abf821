-- Employee allocations: an employee's shares total 100 percent, checked at commit.
drop trigger if exists employee_allocations_total on public.employee_allocations;
create constraint trigger employee_allocations_total after insert or delete or update on public.employee_allocations deferrable initially deferred for each row execute function private.check_employee_allocations();
