// The top bar's organization picker (SPEC section 2 and 4): searchable, the logo when set;
// choosing one switches the active organization (saved locally, data loaded, toast).
import { Select } from '@missionbase/ui';
import { activeOrganizationIdAtom, organizationsAtom, switchOrganization, useSessionValue, type OrganizationSummary } from '@missionbase/session';

function OrganizationLabel({ organization }: { organization: OrganizationSummary }) {
  return (
    // The name is cut with an ellipsis inside the picker and its list; the full name is its title.
    <span className="mb-org-label" title={organization.name}>
      {organization.logo_url ? (
        <img src={organization.logo_url} alt="" data-testid="organization-logo" width={18} height={18} style={{ borderRadius: 4, objectFit: 'cover', flexShrink: 0 }} />
      ) : null}
      <span className="mb-org-label-name">{organization.name}</span>
    </span>
  );
}

export function OrganizationPicker() {
  const organizations = useSessionValue(organizationsAtom);
  const activeId = useSessionValue(activeOrganizationIdAtom);
  const byId = new Map(organizations.map((organization) => [organization.id, organization]));
  const options = organizations.map((organization) => ({ value: organization.id, label: organization.name }));

  function handleChange(id: string) {
    if (id !== activeId) void switchOrganization(id);
  }

  return (
    <Select<string>
      className="mb-org-picker"
      classNames={{ popup: { root: 'mb-org-picker-list' } }}
      data-testid="organization-picker"
      aria-label="Organization"
      placeholder="Select organization..."
      // antd greys this text at 1.8:1 (its disabled colour); it is a message, so it reads at 7.6:1.
      notFoundContent={<span style={{ color: '#4b5563' }}>No organization found.</span>}
      showSearch={{ optionFilterProp: 'label' }}
      value={activeId ?? undefined}
      options={options}
      onChange={handleChange}
      optionRender={(option) => {
        const organization = byId.get(String(option.value));
        return organization ? <OrganizationLabel organization={organization} /> : option.label;
      }}
      labelRender={({ value, label }) => {
        const organization = byId.get(String(value));
        return organization ? <OrganizationLabel organization={organization} /> : label;
      }}
    />
  );
}
