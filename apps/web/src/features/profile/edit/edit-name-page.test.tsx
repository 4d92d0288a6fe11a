import { NAME_MAX_LENGTH } from '@northgate/validators';
import { StoryRouter } from '@northgate/storybook-fixtures/story-router';
import { cleanup, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { profileAtom, toProfile } from '../../../session/session-atoms.ts';
import { EditNamePage } from './edit-name-page.tsx';

afterEach(cleanup);

function renderPage() {
  const store = createStore();
  store.set(profileAtom, toProfile({ first_name: 'Dana', last_name: 'Demo', email: 'demo@borrower.test' }));
  render(
    <Provider store={store}>
      <StoryRouter path="/profile/edit">
        <EditNamePage />
      </StoryRouter>
    </Provider>,
  );
}

describe('/profile/edit: the name', () => {
  it('says the limit, keeps a longer name as typed and tells the borrower before sending it', async () => {
    const user = userEvent.setup();
    renderPage();
    const lastName = await screen.findByRole('textbox', { name: 'Last name' });
    // The hint is read with the field, so the limit is known before typing.
    expect(lastName.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getAllByText(`Up to ${NAME_MAX_LENGTH} characters.`)).toHaveLength(2);

    const seventy = 'Montgomery-Featherstonehaugh-Cholmondeley-Marjoribanks-Wolstenholme-XY';
    expect(seventy).toHaveLength(70);
    await user.clear(lastName);
    await user.type(lastName, seventy);
    expect(lastName).toHaveProperty('value', seventy);
    await user.tab();
    expect(await screen.findByText(`The maximum length allowed is ${NAME_MAX_LENGTH}`)).toBeTruthy();
  });
});
