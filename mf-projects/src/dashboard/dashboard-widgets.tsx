// Exposed as `mf_projects/dashboard-widgets`: the projects remote's widget on the shell's dashboard.
import type { DashboardWidgetDefinition } from '@missionbase/mf-config/remote-modules';
import { ProjectBudgetsWidget } from './components/ProjectBudgetsWidget';
import './dashboard-widgets.css';

const widgets: readonly DashboardWidgetDefinition[] = [
  { id: 'projects.budgets', title: 'Projects: budget vs. spent', span: 6, Component: ProjectBudgetsWidget },
];

export default widgets;
