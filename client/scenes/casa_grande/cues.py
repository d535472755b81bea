"""The sounds Casa Grande's log makes (`client.audio.sounds_of` plays each once an action)."""

from ludotheque.client.audio import LogSounds
from ludotheque.sounds.names import Sound

P = "casa_grande.log."
ROLL = P + "roll"  # the die spins too

LOG_SOUNDS: LogSounds = {
    ROLL: Sound.DICE,
    P + "block": Sound.BLOCK_SOFT,
    P + "platform": Sound.COIN,
    P + "note": Sound.COIN,
}
