import { site } from '@northgate/site-config';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { StoryRouter } from '@northgate/storybook-fixtures/story-router';
import { RouterNavigation } from '../router-navigation.tsx';
import {
  loadingCountAtom,
  serverErrorsAtom,
  successMessagesAtom,
  warningMessagesAtom,
} from '../../state/messages.ts';
import { GlobalFeedback } from './global-feedback.tsx';
import { ShellStore } from './shell-store.fixture.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * The site's shell: the header (desktop menu with the Login dropdown; under 1024 px a Menu button
 * opens the mobile panel, with the borrower's card when signed in), the footer, the global toasts
 * and the full-screen loader. Each renders with an in-memory router and a jotai store of its own.
 * Axe checks every story.
 */
const meta = {
  title: 'Shell',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under the desktop breakpoint (Storybook's 'mobile1', 320 × 568), where the Menu button shows. */
const phone = { viewport: { value: 'mobile1', isRotated: false } };

export const HeaderSignedOut: Story = {
  render: () => (
    <ShellStore>
      <StoryRouter path="/profile">
        <RouterNavigation>
          <SiteHeader />
        </RouterNavigation>
      </StoryRouter>
    </ShellStore>
  ),
  play: async ({ canvas, userEvent }) => {
    const nav = within(await canvas.findByRole('navigation', { name: 'Main' }));
    await expect(nav.queryByRole('link', { name: 'Account' })).toBeNull();
    await userEvent.click(nav.getByRole('button', { name: 'Login' }));
    const menu = within(nav.getByRole('menu'));
    await expect(menu.getByRole('menuitem', { name: 'Borrowers' })).toHaveAttribute('href', '/login');
    await expect(menu.getByRole('menuitem', { name: /Brokers/ })).toHaveAttribute(
      'href',
      site.brokerPortalUrl,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(nav.queryByRole('menu')).toBeNull());
    await expect(nav.getByRole('button', { name: 'Login' })).toHaveFocus();
  },
};

export const HeaderSignedIn: Story = {
  render: () => (
    <ShellStore signedIn>
      <StoryRouter path="/profile">
        <RouterNavigation>
          <SiteHeader />
        </RouterNavigation>
      </StoryRouter>
    </ShellStore>
  ),
  play: async ({ canvas }) => {
    const nav = within(await canvas.findByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Account' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/profile/edit');
    await expect(nav.getByRole('link', { name: 'Contact Us' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Log Out' })).toBeVisible();
    await expect(nav.queryByRole('button', { name: 'Login' })).toBeNull();
  },
};

export const MobileMenuCard: Story = {
  globals: phone,
  render: () => (
    <ShellStore signedIn>
      <StoryRouter path="/profile">
        <RouterNavigation>
          <SiteHeader />
        </RouterNavigation>
      </StoryRouter>
    </ShellStore>
  ),
  play: async ({ canvas, userEvent }) => {
    const menuButton = await canvas.findByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
    const panel = within(canvas.getByRole('navigation', { name: 'Mobile' }));
    await expect(panel.getByText('Dana Demo')).toBeVisible();
    await expect(panel.getByText('demo@borrower.test')).toBeVisible();
    await expect(panel.getByText('(verified)')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/profile/edit');
    await expect(panel.getByRole('button', { name: 'Log Out' })).toBeVisible();
    // Escape closes the panel, as any disclosure should.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('navigation', { name: 'Mobile' })).toBeNull());
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  },
};

export const MobileMenuSignedOut: Story = {
  globals: phone,
  render: () => (
    <ShellStore>
      <StoryRouter path="/profile">
        <RouterNavigation>
          <SiteHeader />
        </RouterNavigation>
      </StoryRouter>
    </ShellStore>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Menu' }));
    const panel = within(canvas.getByRole('navigation', { name: 'Mobile' }));
    await expect(panel.getByRole('link', { name: 'Login for Borrowers' })).toHaveAttribute('href', '/login');
    await expect(panel.getByRole('link', { name: /Login for Brokers/ })).toHaveAttribute('target', '_blank');
    await expect(panel.queryByText('demo@borrower.test')).toBeNull();
  },
};

export const Footer: Story = {
  render: () => (
    <StoryRouter path="/profile">
      <RouterNavigation>
        <SiteFooter />
      </RouterNavigation>
    </StoryRouter>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Connect with our team' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: site.phone })).toHaveAttribute('href', site.phoneHref);
    const about = within(canvas.getByRole('navigation', { name: 'About Us' }));
    await expect(about.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(about.getByRole('link', { name: 'Become an Affiliate' })).toBeVisible();
    await expect(canvas.getByText(new RegExp(`NMLS #${site.nmlsId}`))).toBeVisible();
  },
};

/** Toasts and the loader are fixed to the viewport; the frame's transform keeps them inside it. */
function FixedFrame({ children }: { children: ReactNode }) {
  return (
    <div style={{ position: 'relative', transform: 'translateZ(0)', minHeight: '320px' }}>{children}</div>
  );
}

export const Toasts: Story = {
  render: () => (
    <ShellStore
      prepare={(store) => {
        store.set(serverErrorsAtom, 'Network error');
        store.set(warningMessagesAtom, 'Please check your phone number.');
        store.set(successMessagesAtom, 'Your submission was successful!');
      }}
    >
      <FixedFrame>
        <GlobalFeedback />
      </FixedFrame>
    </ShellStore>
  ),
  play: async ({ canvas, userEvent }) => {
    const region = within(canvas.getByRole('region', { name: 'Notifications' }));
    await expect(region.getByRole('alert')).toHaveTextContent('Network error');
    await expect(region.getByText('Your submission was successful!')).toBeVisible();
    await expect(region.getByText('Please check your phone number.')).toBeVisible();
    // Closing one toast removes that message only.
    await userEvent.click(region.getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(region.queryByText('Network error')).toBeNull());
    await expect(region.getByText('Your submission was successful!')).toBeVisible();
  },
};

export const Loader: Story = {
  render: () => (
    <ShellStore prepare={(store) => store.set(loadingCountAtom, 1)}>
      <FixedFrame>
        <GlobalFeedback />
      </FixedFrame>
    </ShellStore>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading, please wait' })).toBeVisible();
  },
};
