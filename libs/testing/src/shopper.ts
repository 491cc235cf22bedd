/** A shopper's details as the checkout form sends them, for tests that need a customer. */
export const shopper = (email: string) => ({
  firstName: 'Aditi',
  lastName: 'Verma',
  email,
  phone: '+91 98765 43210',
  address: '14 Lodhi Estate',
  city: 'New Delhi',
  state: 'Delhi',
  pincode: '110003',
  country: 'India',
});

/** An email address no other test run has used: `name.<time>.<random>@example.in`. */
export const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
