/**
 * The most common passwords of public breach corpora (8+ characters, as shorter ones fail the
 * length rule anyway), compared case-insensitively. Short on purpose: it stops the guesses an
 * attacker tries first without shipping a megabyte list.
 */
const COMMON = new Set(
  `password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword 12345678 123456789
  1234567890 0987654321 87654321 11111111 00000000 88888888 12341234 11223344 123123123 qwertyuiop
  qwerty123 qwerty12 qwerty1234 1q2w3e4r 1q2w3e4r5t 1qaz2wsx zaq12wsx asdfghjk asdfghjkl zxcvbnm1
  iloveyou iloveyou1 iloveyou2 princess1 sunshine1 football1 baseball1 welcome1 welcome123 letmein1
  abc12345 abcd1234 abcdefg1 abc123456 a1234567 a12345678 aa123456 aaaaaaaa admin123 admin1234
  administrator monkey123 dragon123 master123 superman1 batman123 trustno1 starwars1 whatever1
  computer1 michael1 jennifer1 jordan23 shadow123 charlie1 freedom1 secret123 changeme changeme1
  qazwsxedc 123qweasd q1w2e3r4 q1w2e3r4t5 1234qwer qwer1234 asdf1234 zxcv1234 pass1234 test1234
  test12345 testing1 hello123 hello1234 love1234 lovely123 summer2024 summer2025 winter2024 spring2025
  autumn2025 january1 december1 987654321 147258369 159753456 741852963 asd12345 qwe12345 zxc12345
  google123 facebook1 linkedin1 myspace1 pokemon1 naruto123 minecraft1 fuckyou1 killer123 hunter12
  ranger123 matrix123 mustang1 chelsea1 arsenal1 liverpool1 manutd123 barcelona1 realmadrid
  manila123 pilipinas philippines mahalkita iloveyou143 143iloveyou bet12345 casino123 gaming123`
    .split(/\s+/)
    .filter(Boolean),
);

export const isCommonPassword = (password: string): boolean => COMMON.has(password.toLowerCase());
