import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { DashboardAppBar } from './AppBar';
import { DashboardSidebar, SidebarMenu } from './Sidebar';

/** The header sits in the page flow (sticky), so react-admin's fixed-app-bar offset goes. */
const layoutStyle = {
  '& .RaLayout-appFrame': { marginTop: 0 },
  '& .RaLayout-content': { minWidth: 0, px: { xs: 2, md: 3 }, py: { xs: 2, md: 3 } },
};

/** react-admin's Layout with the Neighbourly header, sidebar and menu. */
export function DashboardLayout({ children }: { children: ReactNode }) {
  return (
    <Layout
      appBar={DashboardAppBar}
      sidebar={DashboardSidebar}
      menu={SidebarMenu}
      appBarAlwaysOn
      sx={layoutStyle}
    >
      {children}
    </Layout>
  );
}
