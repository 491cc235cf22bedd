import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { User as UserDto } from '@shop/contracts';
import type { RequestContext } from '@shop/messaging';
import { Repository } from 'typeorm';
import { GoogleTokenVerifier } from './google-token-verifier';
import { User } from './user.entity';

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly google: GoogleTokenVerifier,
  ) {}

  /** Creates the user on first sign-in, keyed by Google's subject id; later sign-ins refresh the profile. */
  async signInWithGoogle(_ctx: RequestContext, accessToken: string): Promise<UserDto> {
    const profile = await this.google.verify(accessToken);
    const rows: User[] = await this.users.query(
      `INSERT INTO users (username, google_subject, email, name, picture, last_login_at)
       VALUES ($1, $2, $1, $3, $4, now())
       ON CONFLICT (google_subject) DO UPDATE SET email = EXCLUDED.email, username = EXCLUDED.username,
         name = EXCLUDED.name, picture = EXCLUDED.picture, last_login_at = now()
       RETURNING id, email, name, picture`,
      [profile.email, profile.subject, profile.name, profile.picture],
    );
    const [user] = rows;
    return { id: user.id, email: user.email, name: user.name, picture: user.picture };
  }
}
