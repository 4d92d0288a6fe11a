import base from '@northgate/eslint-config';

export default [...base];
