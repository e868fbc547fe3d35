import pytest
import torch

from kvtrial.cache.formats import packing


@pytest.mark.parametrize("bits", range(1, 9))
def test_pack_unpack_round_trip_is_exact(bits):
    n_codes, n_bytes = packing.group_shape(bits)
    n = n_codes * 12
    gen = torch.Generator().manual_seed(bits)
    codes = torch.randint(0, 1 << bits, (3, 5, n), generator=gen, dtype=torch.int64).to(torch.uint8)
    packed = packing.pack(codes, bits)
    assert packed.dtype == torch.uint8
    assert packed.shape == (3, 5, n * bits // 8)  # no wasted bits
    assert torch.equal(packing.unpack(packed, bits, n), codes)


def test_known_layouts():
    # two 4-bit codes per byte, low nibble first
    assert packing.pack(torch.tensor([[0x3, 0xA]], dtype=torch.uint8), 4).tolist() == [[0xA3]]
    # eight 3-bit codes fill three bytes: codes 1..7,0 -> bits little-endian
    codes = torch.tensor([[1, 2, 3, 4, 5, 6, 7, 0]], dtype=torch.uint8)
    word = sum(c << (3 * i) for i, c in enumerate([1, 2, 3, 4, 5, 6, 7, 0]))
    assert packing.pack(codes, 3).tolist() == [[word & 0xFF, (word >> 8) & 0xFF, (word >> 16) & 0xFF]]


def test_every_byte_pattern_survives_3_bit_round_trip():
    # all 2**24 patterns are too many; all values of each byte position with the others random
    gen = torch.Generator().manual_seed(0)
    packed = torch.randint(0, 256, (256, 3), generator=gen).to(torch.uint8)
    packed[:, 0] = torch.arange(256, dtype=torch.uint8)
    assert torch.equal(packing.pack(packing.unpack(packed, 3, 8), 3), packed)


def test_bad_widths_and_lengths_are_refused():
    with pytest.raises(ValueError, match="1..8 bits"):
        packing.group_shape(9)
    with pytest.raises(ValueError, match="whole groups"):
        packing.pack(torch.zeros(1, 7, dtype=torch.uint8), 3)
    with pytest.raises(ValueError, match="cannot hold"):
        packing.unpack(torch.zeros(1, 4, dtype=torch.uint8), 3, 8)
