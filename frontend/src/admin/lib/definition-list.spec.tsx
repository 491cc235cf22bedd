import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { DefinitionList } from './definition-list';

describe('a definition list', () => {
  it('pairs each label with its value and leaves out the facts that are not there', () => {
    const { container } = render(
      <ChakraProvider value={defaultSystem}>
        <DefinitionList rows={[['Carrier', 'Delhivery'], null, false, ['Shipped', '5 Mar 2025']]} />
      </ChakraProvider>,
    );

    const labels = [...container.querySelectorAll('dt')].map((term) => term.textContent);
    const values = [...container.querySelectorAll('dd')].map((value) => value.textContent);
    expect(labels).toEqual(['Carrier', 'Shipped']);
    expect(values).toEqual(['Delhivery', '5 Mar 2025']);
  });
});
