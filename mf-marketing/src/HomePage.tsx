// The home page: its own title (not one derived from a path) and the way in to the product.
import { Button, Space } from 'antd';
import { Link } from 'react-router-dom';
import { HOME_TITLE } from '@missionbase/domain/page-title';
import { PageFrame } from '@missionbase/ui';

export function HomePage() {
  return (
    <PageFrame
      title="Nonprofit finance and operations, in one place"
      documentTitle={HOME_TITLE}
      description="Missionbase is intuitive, powerful and affordable software for nonprofit organizations: fund accounting, projects, people and supply chain."
    >
      <Space>
        <Link to="/signup">
          <Button type="primary" size="large" tabIndex={-1}>
            Start your free trial
          </Button>
        </Link>
        <Link to="/pricing">See pricing</Link>
      </Space>
    </PageFrame>
  );
}
